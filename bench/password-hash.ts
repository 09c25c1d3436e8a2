import { resolve } from 'node:path';
import { unstable_dev } from 'wrangler';
import type { Figure } from './figure';

/**
 * CPU time of one argon2id hash (m = 19 MiB, t = 2, p = 1) inside workerd. Hashing is CPU-bound and single-threaded,
 * so the extra wall time of N hashes over one, divided by N − 1, is the CPU time per hash (request overhead cancels).
 */
export async function passwordHashBench(port: number): Promise<Figure> {
  const worker = await unstable_dev(resolve(import.meta.dirname, 'workers/password-hash.ts'), {
    config: resolve(import.meta.dirname, 'wrangler.password-hash.toml'),
    experimental: { disableExperimentalWarning: true },
    logLevel: 'error',
    ip: '127.0.0.1',
    port,
    inspectorPort: port + 1,
  });
  try {
    const time = async (n: number) => {
      const start = performance.now();
      const res = await worker.fetch(`/?n=${n}`);
      await res.text();
      return performance.now() - start;
    };
    await time(3); // warm the wasm instance
    const N = 20;
    const perHash: number[] = [];
    for (let round = 0; round < 5; round++) perHash.push(((await time(N)) - (await time(1))) / (N - 1));
    perHash.sort((a, b) => a - b);
    const median = perHash[Math.floor(perHash.length / 2)]!;
    return {
      name: 'password hash CPU (argon2id m = 19 MiB, t = 2, p = 1 in workerd)',
      value: Math.round(median * 10) / 10,
      unit: 'ms',
      target: '≤ 50 ms',
      ok: median <= 50,
      note: `median of 5 rounds: (time of 20 hashes − time of 1) / 19; range ${Math.round(perHash[0]! * 10) / 10}–${Math.round(perHash.at(-1)! * 10) / 10} ms`,
    };
  } finally {
    await worker.stop();
  }
}
