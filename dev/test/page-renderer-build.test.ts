import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createBuilder } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

// The page renderer is bundled into the Worker, where every byte is cold-start time (decisions 018 and 046).
const out = mkdtempSync(join(tmpdir(), 'kalam-ssr-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the page renderer the web build makes for the Worker', () => {
  it("carries react-dom's streaming server renderer only, not the legacy renderToString one", async () => {
    const builder = await createBuilder({
      root: resolve(import.meta.dirname, '../../web'),
      logLevel: 'silent',
      environments: { ssr: { build: { outDir: out, emptyOutDir: true } } },
    });
    await builder.build(builder.environments.ssr!);
    const js = readFileSync(join(out, 'render.js'), 'utf8');
    expect(js).toContain('renderToReadableStream');
    expect(/renderToString|renderToStaticMarkup/.test(js), 'the legacy renderer in render.js').toBe(false);
    expect(js.length).toBeLessThan(430_000);
  }, 180_000);
});
