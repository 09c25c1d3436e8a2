import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Ack, ServerMessage } from '@kalam/core';
import WebSocket from 'ws';
import { type Stack, startStack } from '../dev/stack';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A stack of its own in a temporary folder; `apiPort` and the three after it, and `apiPort + 9`, must be free. */
export async function ownStack(name: string, apiPort: number): Promise<Stack & { dispose(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), `kalam-fault-${name}-`));
  const stack = await startStack({ dataDir, apiPort, dbPort: apiPort + 1, quiet: true });
  return {
    ...stack,
    async dispose() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  /** how many times the request was sent before it got an answer */
  attempts: number;
}

/** What the client saw while the Worker came and went. */
export interface Traffic {
  /** requests sent, retries included */
  sent: number;
  /** sends that got no HTTP answer (connection refused or reset: the Worker was down or died under them) */
  noAnswer: number;
  /** 5xx answers, retried like no answer; the text of the first few */
  serverErrors: string[];
  /** requests waiting for an answer right now */
  inFlight: number;
}

export function newTraffic(): Traffic {
  return { sent: 0, noAnswer: 0, serverErrors: [], inFlight: 0 };
}

/**
 * An API client for one base URL. `until` sends the same request (same Idempotency-Key, if any) until it gets an
 * answer below 500, as a client whose connection dropped would: the answer it finally gets is the truth.
 */
export function apiClient(base: string, traffic: Traffic) {
  async function once(
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    traffic.sent++;
    traffic.inFlight++;
    try {
      return await fetch(`${base}/api/v1${path}`, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: AbortSignal.timeout(30_000),
      });
    } finally {
      traffic.inFlight--;
    }
  }

  async function until<T = Record<string, unknown>>(
    method: string,
    path: string,
    opts: Parameters<typeof once>[2] = {},
    limitMs = 90_000,
  ): Promise<Answer<T>> {
    const deadline = Date.now() + limitMs;
    for (let attempt = 1; ; attempt++) {
      try {
        const res = await once(method, path, opts);
        const text = await res.text();
        if (res.status < 500)
          return { status: res.status, body: (text ? safeJson(text) : null) as T, headers: res.headers, attempts: attempt };
        if (traffic.serverErrors.length < 1000) traffic.serverErrors.push(`${method} ${path} → ${res.status} ${text.slice(0, 200)}`);
      } catch {
        traffic.noAnswer++;
      }
      if (Date.now() > deadline) throw new Error(`${method} ${path}: no answer in ${limitMs} ms`);
      await sleep(Math.min(50 * attempt, 400));
    }
  }
  return { once, until };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A user's inbox socket that reconnects whenever it drops (the Worker died), sending chat actions one at a time and
 * resolving each with its ack, or with null when the socket dropped before the ack came (in flight: may or may not
 * be stored).
 */
export function inboxSocket(base: string, userId: number, token: string) {
  const url = `${base.replace(/^http/, 'ws')}/parties/inbox/${userId}?token=${token}`;
  let ws: WebSocket | undefined;
  let closed = false;
  const waiting = new Map<string, (ack: Ack | null) => void>();
  let reconnects = -1;

  async function connect(): Promise<WebSocket> {
    for (;;) {
      if (closed) throw new Error('socket closed');
      const socket = new WebSocket(url);
      const opened = await new Promise<boolean>((resolve) => {
        socket.once('open', () => resolve(true));
        socket.once('error', () => resolve(false));
        socket.once('unexpected-response', () => resolve(false));
      });
      if (opened) {
        reconnects++;
        socket.on('message', (data) => {
          const m = JSON.parse(String(data)) as ServerMessage;
          if (m.type !== 'ack') return;
          const done = waiting.get(m.ref);
          waiting.delete(m.ref);
          done?.(m);
        });
        socket.on('close', () => {
          // whatever was not acked is in flight; its fate is read from the database later
          for (const [ref, done] of waiting) waiting.delete(ref), done(null);
          if (ws === socket) ws = undefined;
        });
        socket.on('error', () => undefined);
        return socket;
      }
      socket.terminate();
      await sleep(200);
    }
  }

  return {
    get reconnects() {
      return Math.max(0, reconnects);
    },
    async act(action: Record<string, unknown> & { ref: string }, timeoutMs = 15_000): Promise<Ack | null> {
      ws ??= await connect();
      const socket = ws;
      return new Promise<Ack | null>((resolve) => {
        const timer = setTimeout(() => (waiting.delete(action.ref), resolve(null)), timeoutMs);
        waiting.set(action.ref, (ack) => (clearTimeout(timer), resolve(ack)));
        socket.send(JSON.stringify(action), (err) => {
          if (err) waiting.delete(action.ref), clearTimeout(timer), resolve(null);
        });
      });
    },
    close() {
      closed = true;
      ws?.terminate();
    },
  };
}
