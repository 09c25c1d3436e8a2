import { Agent, request as httpRequest } from 'node:http';
import type autocannon from 'autocannon';
import type { LoadResult } from './api';
import { percentile, round } from './figure';

type Request = autocannon.Request;
type Built = { method: string; path: string; headers: Record<string, string>; body?: string };

/**
 * Open-loop load: request i leaves at start + i / rate, whether or not earlier ones were answered, and its latency is
 * counted from that moment (a late send counts against us, not for us). autocannon's `overallRate` is not this: each
 * connection sends its whole second's share back to back when the second starts, so 200 req/s over 50 connections
 * arrives as a burst of 200 at every second's turn and measures the queue behind the burst.
 */
export async function openLoad(
  url: string,
  name: string,
  opts: { rate: number; seconds: number; requests: Request[] },
): Promise<LoadResult> {
  const base = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(opts.rate * opts.seconds);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const codes: Record<string, number> = {};
  const perSecond: number[] = [];
  // the slowest answers with when they left and the response cache's verdict: what a tail is made of
  const answered: { at: number; ms: number; path: string; cache: string }[] = [];
  let errors = 0;
  let inFlight = 0;
  let mostInFlight = 0;

  const send = (req: Built, due: number, t0: number) =>
    new Promise<void>((done) => {
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      const r = httpRequest(
        { host: base.hostname, port: base.port, method: req.method, path: req.path, headers: req.headers, agent, timeout: 10_000 },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            latencies.push(performance.now() - due);
            answered.push({
              at: Math.round(due - t0),
              ms: Math.round(performance.now() - due),
              path: req.path,
              cache: String(res.headers['x-cache'] ?? '-'),
            });
            statuses[status] = (statuses[status] ?? 0) + 1;
            const second = Math.floor((performance.now() - t0) / 1000);
            perSecond[second] = (perSecond[second] ?? 0) + 1;
            if (status >= 400) {
              const code = codeOf(Buffer.concat(chunks).toString()) ?? `http-${status}`;
              codes[code] = (codes[code] ?? 0) + 1;
            }
            inFlight--;
            done();
          });
        },
      );
      r.on('error', () => {
        errors++;
        inFlight--;
        done();
      });
      r.end(req.body);
    });

  const answers: Promise<void>[] = [];
  const t0 = performance.now();
  for (let i = 0; i < total; i++) {
    const due = t0 + (i * 1000) / opts.rate;
    const wait = due - performance.now();
    if (wait >= 1) await new Promise((r) => setTimeout(r, wait));
    answers.push(send(build(opts.requests[i % opts.requests.length] ?? {}), due, t0));
  }
  await Promise.all(answers);
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const buckets = Array.from({ length: Math.max(1, Math.floor(opts.seconds)) }, (_, i) => perSecond[i] ?? 0);
  return {
    name,
    // the connections it took, at most: one per request in flight
    connections: mostInFlight,
    seconds: opts.seconds,
    requests: latencies.length,
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? Number.NaN),
    rps: round(latencies.length / opts.seconds, 0),
    minPerSecond: Math.min(...buckets),
    perSecond: buckets,
    statuses,
    codes,
    errors,
    timeouts: 0,
    slowest: answered
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map((a) => `${a.ms} ms at ${a.at} ms (${a.cache}) ${a.path}`),
    cache: countBy(answered.map((a) => a.cache)),
  };
}

/** The request as autocannon would send it: its fields over the defaults, then its `setupRequest`. */
function build(r: Request): Built {
  const req = { method: r.method ?? 'GET', path: r.path ?? '/', headers: { ...(r.headers as Record<string, string>) }, body: r.body };
  // autocannon also accepts a module path here; ours are all functions
  const setup = typeof r.setupRequest === 'function' ? r.setupRequest : undefined;
  const set = setup ? (setup(req as never, {}) as typeof req) : req;
  const body = typeof set.body === 'string' ? set.body : set.body ? String(set.body) : undefined;
  const headers = { ...set.headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) };
  return { method: set.method, path: set.path, headers, body };
}

/** The catalogue code of an error answer, if its body is the error envelope. */
export function codeOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}
