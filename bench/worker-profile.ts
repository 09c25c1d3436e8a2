import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import WebSocket from 'ws';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * A CPU profile of the Worker's isolate while `work` runs, taken through workerd's inspector (the DevTools protocol
 * Miniflare exposes with `inspectorPort`), written as a `.cpuprofile` DevTools opens; answers the functions that spent
 * the most self time and the packages or source folders that did, named through the bundle's source map (`map`).
 */
export async function profileWorker(
  inspectorPort: number,
  file: string,
  map: string,
  work: () => Promise<void>,
): Promise<{ total: number; top: Spent[]; places: Spent[] }> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as { id: string; webSocketDebuggerUrl: string }[];
  // Miniflare's own service Workers are listed too; ours is the user Worker
  const target = targets.find((t) => t.id.startsWith('core:user:')) ?? targets[0];
  if (!target) throw new Error('the Worker has no inspector target');
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((ok, fail) => socket.once('open', ok).once('error', fail));
  let next = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.on('message', (data) => {
    const msg = JSON.parse(String(data)) as { id?: number; result?: unknown };
    if (msg.id !== undefined) waiting.get(msg.id)?.(msg.result);
  });
  const send = <T>(method: string, params: Record<string, unknown> = {}) =>
    new Promise<T>((ok) => {
      const id = ++next;
      waiting.set(id, ok as (r: unknown) => void);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send('Profiler.enable');
    await send('Profiler.setSamplingInterval', { interval: 100 });
    await send('Profiler.start');
    await work();
    const { profile } = await send<{ profile: Profile }>('Profiler.stop');
    mkdirSync(resolve(file, '..'), { recursive: true });
    writeFileSync(file, JSON.stringify(profile));
    return summarise(profile, existsSync(map) ? new TraceMap(readFileSync(map, 'utf8')) : undefined);
  } finally {
    socket.close();
  }
}

type Spent = { name: string; ms: number };

/**
 * Self time per function and per place (an npm package, or a folder of ours), idle left out; V8's own entries
 * (`(program)`, `(garbage collector)`) and the runtime's built-ins (`fetch`, `Response`) keep their names.
 */
function summarise(profile: Profile, map: TraceMap | undefined) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const fns = new Map<string, number>();
  const places = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, us: number) => m.set(k, (m.get(k) ?? 0) + us);
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)?.callFrame;
    const us = profile.timeDeltas[i] ?? 0;
    if (!frame || frame.functionName === '(idle)') return;
    total += us;
    const at = frame.url && map ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }) : undefined;
    const source = at?.source?.replace(/^(\.\.\/)+/, '') ?? '';
    const place = !frame.url ? frame.functionName : placeOf(source);
    add(
      fns,
      source ? `${at?.name ?? (frame.functionName || '(anonymous)')} ${source}:${at?.line}` : frame.functionName || '(anonymous)',
      us,
    );
    add(places, place || 'bundle (unmapped)', us);
  });
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => ({ name, ms: Math.round(us / 100) / 10 }));
  return { total: Math.round(total / 100) / 10, top: top(fns, 8), places: top(places, 8) };
}

/** `node_modules/@scope/pkg/…` → `@scope/pkg`; `workers/src/services/lesson.ts` → `workers/src/services`. */
function placeOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return pkg?.[1] ?? source.split('/').slice(0, -1).join('/');
}
