import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Stack } from '../dev/stack';

/**
 * The browser suite's stack lives in the global setup's process; a test kills and restarts its Worker through this
 * loopback server (`POST /kill`, `POST /restart`), answered once done.
 */
export async function startWorkerControl(worker: Stack['worker']): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const act =
      req.method === 'POST' && req.url === '/kill' ? worker.kill : req.method === 'POST' && req.url === '/restart' ? worker.restart : null;
    if (!act) return void res.writeHead(404).end();
    act().then(
      () => res.writeHead(204).end(),
      (err: Error) => res.writeHead(500).end(err.message),
    );
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/** Asks the global setup to kill (`kill`) or start again (`restart`) the Worker; resolves once it is done. */
export async function workerControl(url: string, action: 'kill' | 'restart'): Promise<void> {
  const res = await fetch(`${url}/${action}`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`worker ${action} answered ${res.status}: ${await res.text()}`);
}

/** What a page logs while the Worker is down: its requests and sockets refused or cut, expected and no fault of the page. */
export const refusedWhileDown = (message: string) =>
  /ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_FAILED|WebSocket connection to .* failed|502|503/.test(message);
