import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** A child started in its own process group, so ending it also ends what it spawned (workerd, esbuild). */
export interface Managed {
  name: string;
  child: ChildProcess;
  stop(): Promise<void>;
  /** SIGKILL to the whole group at once, no chance to clean up (fault tests); resolves when the child has exited */
  kill(): Promise<void>;
}

export function startProcess(name: string, cmd: string, args: string[], opts: SpawnOptions & { quiet?: boolean } = {}): Managed {
  const child = spawn(cmd, args, {
    ...opts,
    detached: true,
    stdio: opts.quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
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
  const exited = () => child.exitCode !== null || child.signalCode !== null || !child.pid;
  return {
    name,
    child,
    kill: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        const gone = async () => {
          // the group's other members (workerd) die with it; wait briefly until none is left holding a port
          for (let i = 0; i < 40 && groupAlive(); i++) await new Promise((r) => setTimeout(r, 50));
          resolve();
        };
        if (exited()) return void gone();
        child.once('exit', () => void gone());
        kill('SIGKILL');
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (exited()) return resolve();
        const timer = setTimeout(() => kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        kill('SIGTERM');
      }),
  };

  /** Whether a member of the group still runs (zombies waiting to be reaped hold no port and do not count). */
  function groupAlive(): boolean {
    try {
      process.kill(-child.pid!, 0);
    } catch {
      return false;
    }
    if (process.platform !== 'linux') return true;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        // /proc/<pid>/stat: "pid (comm) state ppid pgrp …"; comm may hold spaces, so read after the last ')'
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(pgrp) === child.pid && state !== 'Z' && state !== 'X') return true;
      } catch {
        /* gone meanwhile */
      }
    }
    return false;
  }

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
