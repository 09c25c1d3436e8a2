import { resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

// A new isolate evaluates the entry and whatever it imports statically; the rest waits for the first event that needs it
// (decisions 043 and 052). Split at every `import()`, the entry's chunk and the chunks it imports are that eager part.
const ENTRY = 'workers/src/index.ts';

async function outputs(): Promise<Metafile['outputs']> {
  const { metafile } = await build({
    absWorkingDir: resolve(import.meta.dirname, '../..'),
    entryPoints: [ENTRY],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    // wrangler's conditions: nanoid's browser build, not its node:crypto one
    conditions: ['workerd', 'worker', 'browser'],
    // the runtime's own modules, argon2id's wasm and the built page renderer are not ours to bundle here
    external: ['cloudflare:*', 'node:*', '*.wasm', '@kalam/web/ssr'],
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return metafile.outputs;
}

/** The packages (by their innermost `node_modules` folder) whose code lands in the given outputs. */
function packagesIn(outs: Metafile['outputs'], names: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const name of names)
    for (const input of Object.keys(outs[name]!.inputs)) {
      const pkg = [...input.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)].at(-1)?.[1];
      if (pkg) found.add(pkg);
    }
  return [...found].sort();
}

describe("the Worker's eager part", () => {
  let outs: Metafile['outputs'];
  beforeAll(async () => {
    outs = await outputs();
  }, 60_000);

  it('is the rooms over partyserver: Yjs, zod and drizzle load with the first event that uses them', () => {
    const entry = Object.keys(outs).find((name) => outs[name]!.entryPoint === ENTRY)!;
    const eager = new Set<string>();
    for (const stack = [entry]; stack.length; ) {
      const name = stack.pop()!;
      if (eager.has(name)) continue;
      eager.add(name);
      for (const i of outs[name]!.imports) if (i.kind === 'import-statement' && outs[i.path]) stack.push(i.path);
    }
    expect(packagesIn(outs, eager)).toEqual(['nanoid', 'partyserver']);
    const lazy = packagesIn(
      outs,
      Object.keys(outs).filter((name) => !eager.has(name)),
    );
    expect(lazy).toEqual(expect.arrayContaining(['yjs', 'y-partyserver', 'y-protocols', 'lib0', 'zod', 'drizzle-orm']));
  });

  // requests reach libSQL over HTTP (a client per request, batches in one round trip): the WebSocket client is dead weight
  it("carries libSQL's HTTP client only", () => {
    const inputs = Object.values(outs).flatMap((o) => Object.keys(o.inputs));
    expect(inputs.some((input) => input.includes('@libsql/hrana-client/lib-esm/http/'))).toBe(true);
    expect(inputs.filter((input) => input.includes('@libsql/hrana-client/lib-esm/ws/'))).toEqual([]);
  });

  // wrangler hoists every static import of a runtime module into the one script, so workerd links it at every start,
  // whatever waits behind an `import()`: `node:crypto` alone cost a new isolate ~5 ms (decision 064)
  it("imports none of Node's modules", () => {
    const runtime = Object.values(outs).flatMap((o) => o.imports.filter((i) => i.external).map((i) => i.path));
    expect(runtime.filter((path) => path.startsWith('node:'))).toEqual([]);
  });
});
