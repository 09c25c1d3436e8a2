import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureChromium } from './chromium';

// `npm run test:loaded [-- e2e/tests/<file>…]`: the browser suite RUNS times (3 unless set) in a row while two busy
// loops keep both cores loaded, as on a busy machine. A suite that waits for what a person waits for passes every
// time. Not part of `npm test`: it takes three times as long and wants the machine to itself otherwise.
const root = resolve(import.meta.dirname, '..');
const bin = (name: string) => resolve(root, 'node_modules/.bin', name);
const runs = Number(process.env.RUNS ?? 3);
const files = process.argv.slice(2);

if (!ensureChromium()) process.exit(1);
if (spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: resolve(root, 'web'), stdio: 'inherit' }).status !== 0) process.exit(1);

// each loop ends by itself after two hours, should this script die without stopping it
const loops = [0, 1].map(() =>
  spawn(process.execPath, ['-e', 'const end = Date.now() + 7_200_000; while (Date.now() < end);'], { stdio: 'ignore' }),
);
const stop = () => loops.forEach((loop) => loop.kill('SIGKILL'));
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

// as root, inside a loopback-only network namespace, as `npm test` runs it
const isolated = process.getuid?.() === 0 && spawnSync('unshare', ['-n', 'true']).status === 0;
const args = ['run', '--config', 'e2e/vitest.config.ts', ...files];
let failed = 0;
for (let run = 1; run <= runs; run++) {
  const started = Date.now();
  const { status } = isolated
    ? spawnSync('unshare', ['-n', '--', 'sh', '-c', 'ip link set lo up && exec "$0" "$@"', bin('vitest'), ...args], {
        cwd: root,
        stdio: 'inherit',
      })
    : spawnSync(bin('vitest'), args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) failed++;
  console.log(`loaded run ${run} of ${runs}: ${status === 0 ? 'passed' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s`);
}
stop();
console.log(`${runs - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
