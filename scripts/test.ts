import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// `npm test`: build the SPA (the Worker serves it), run every vitest project, then the browser suite inside a
// loopback-only network namespace, and close with one plain `N passed, N failed` line.
const root = resolve(import.meta.dirname, '..');
const out = resolve(root, '.test-results');
mkdirSync(out, { recursive: true });
const bin = (name: string) => resolve(root, 'node_modules/.bin', name);

function run(cmd: string, args: string[], cwd = root): number {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: process.env });
  return r.status ?? 1;
}

function counts(file: string): { passed: number; failed: number } {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTestSuites: number; success: boolean };
  // A suite that failed to load counts as a failure even when no test inside it ran.
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.success || report.numFailedTests ? 0 : 1) };
}

const failures: string[] = [];
for (const project of ['tsconfig.json', 'workers/tsconfig.json', 'web/tsconfig.json']) {
  if (run(bin('tsc'), ['-p', project, '--noEmit']) !== 0) failures.push(`type check (${project})`);
}
if (run(bin('vite'), ['build', '--logLevel', 'warn'], resolve(root, 'web')) !== 0) failures.push('web build');

const unitReport = resolve(out, 'unit.json');
if (run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`]) !== 0)
  failures.push('unit and API tests');

const e2eReport = resolve(out, 'e2e.json');
const e2eArgs = ['run', '--config', 'e2e/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${e2eReport}`];
const isolated = process.getuid?.() === 0 && spawnSync('unshare', ['-n', 'true']).status === 0;
if (!isolated) console.warn('Browser suite: cannot create a network namespace here (needs root); running on loopback without one.');
const e2eStatus = isolated
  ? run('unshare', ['-n', '--', 'sh', '-c', `ip link set lo up && exec "$0" "$@"`, bin('vitest'), ...e2eArgs])
  : run(bin('vitest'), e2eArgs);
if (e2eStatus !== 0) failures.push('browser tests');

const unit = counts(unitReport);
const e2e = counts(e2eReport);
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed + (failures.length && !unit.failed && !e2e.failed ? 1 : 0);
if (failures.length) console.error(`Failed: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
