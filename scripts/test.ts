import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureChromium } from '../e2e/chromium';

// `npm test`: the lint and format gate first, then build the SPA (the Worker serves it), run every vitest project, then the fault suite and the browser
// suite (installing Debian's Chromium first when it is missing and we are root) inside a loopback-only network namespace, and close with one plain `N passed, N failed` line.
const root = resolve(import.meta.dirname, '..');
const out = resolve(root, '.test-results');
mkdirSync(out, { recursive: true });
// a suite that dies before writing its report must not be counted from the last run's
for (const name of ['unit.json', 'fault.json', 'e2e.json']) rmSync(resolve(out, name), { force: true });
const bin = (name: string) => resolve(root, 'node_modules/.bin', name);

function run(cmd: string, args: string[], cwd = root): number {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: process.env });
  return r.status ?? 1;
}

function counts(file: string): { passed: number; failed: number } {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numTotalTestSuites: number;
    success: boolean;
  };
  // A suite that failed to load counts as a failure even when no test inside it ran.
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.success || report.numFailedTests ? 0 : 1) };
}

const failures: string[] = [];
if (run('npm', ['run', '--silent', 'lint']) !== 0) failures.push('lint and format gate (npm run fix applies what it can)');
for (const project of ['tsconfig.json', 'workers/tsconfig.json', 'web/tsconfig.json']) {
  if (run(bin('tsc'), ['-p', project, '--noEmit']) !== 0) failures.push(`type check (${project})`);
}
if (run(bin('vite'), ['build', '--logLevel', 'warn'], resolve(root, 'web')) !== 0) failures.push('web build');

const unitReport = resolve(out, 'unit.json');
if (run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`]) !== 0)
  failures.push('unit and API tests');

// The fault suite (the Worker killed under load, rate limits hammered) and the browser suite each start whole stacks:
// as root they run inside a loopback-only network namespace, where no port can collide with anything on the machine.
const isolated = process.getuid?.() === 0 && spawnSync('unshare', ['-n', 'true']).status === 0;
if (!isolated)
  console.warn('Fault and browser suites: cannot create a network namespace here (needs root); running on loopback without one.');
function runIsolated(args: string[]): number {
  return isolated
    ? run('unshare', ['-n', '--', 'sh', '-c', `ip link set lo up && exec "$0" "$@"`, bin('vitest'), ...args])
    : run(bin('vitest'), args);
}

const faultReport = resolve(out, 'fault.json');
if (
  runIsolated([
    'run',
    '--config',
    'fault/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${faultReport}`,
  ]) !== 0
)
  failures.push('fault tests');

const e2eReport = resolve(out, 'e2e.json');
if (!ensureChromium()) failures.push('browser tests (no Chromium)');
else if (
  runIsolated(['run', '--config', 'e2e/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${e2eReport}`]) !== 0
)
  failures.push('browser tests');

const suites = [unitReport, faultReport, e2eReport].map(counts);
const passed = suites.reduce((n, s) => n + s.passed, 0);
const reported = suites.reduce((n, s) => n + s.failed, 0);
const failed = reported + (failures.length && !reported ? 1 : 0);
if (failures.length) console.error(`Failed: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
