import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** A child started in its own process group, so ending it also ends what it spawned (workerd, esbuild). */
export interface Managed {
  name: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export function startProcess(name: string, cmd: string, args: string[], opts: SpawnOptions & { quiet?: boolean } = {}): Managed {
  const child = spawn(cmd, args, { ...opts, detached: true, stdio: opts.quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'] });
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code, signal) => {
    if (code && code !== 0 && !stopping) console.error(`[${name}] exited with ${code ?? signal}\n${log.join('').slice(-4000)}`);
  });
  let stopping = false;
  return {
    name,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve();
        const timer = setTimeout(() => kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        kill('SIGTERM');
      }),
  };

  function kill(signal: NodeJS.Signals) {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      /* already gone */
    }
  }
}

/** Polls a URL until it answers (any HTTP status below 500) or the time is up. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
      last = new Error(`HTTP ${res.status}`);
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms: ${String(last)}`);
}
