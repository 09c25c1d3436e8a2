import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { bundleWorker } from './worker';

const ROOT = resolve(import.meta.dirname, '..');
/** Kept between runs (git-ignored): a baseline is built once and measured in every later run beside the current build. */
const KEPT = resolve(import.meta.dirname, 'baseline');
/** The build the page-speed work of issue 35 is compared with (the day it started); `BENCH_BASELINE=<commit>` names another. */
const DEFAULT_BASELINE = 'd75c31b9f54bb5cc826d0e4d2e0e12bb2e01c294';

export interface Baseline {
  commit: string;
  /** the SPA as built then, for the asset binding */
  dist: string;
  /** the Worker as `wrangler deploy` would have uploaded it then */
  bundleDir: string;
}

/**
 * The baseline commit's SPA and Worker, built once into bench/baseline/<commit> from `git archive` (no worktree of
 * the repository is registered) with this checkout's installed packages linked in, except the workspaces' own.
 */
export function baselineBuild(log: (line: string) => void): Baseline {
  const commit = execFileSync('git', ['rev-parse', `${process.env.BENCH_BASELINE ?? DEFAULT_BASELINE}^{commit}`], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim();
  const dir = resolve(KEPT, commit.slice(0, 12));
  const built = { commit, dist: resolve(dir, 'web/dist'), bundleDir: resolve(dir, 'output/worker') };
  if (existsSync(resolve(dir, '.built'))) return built;
  log(`building the baseline ${commit.slice(0, 12)} once into ${dir}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { cwd: ROOT, stdio: 'inherit' });
  linkPackages(resolve(ROOT, 'node_modules'), resolve(dir, 'node_modules'));
  const vite = spawnSync(resolve(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: resolve(dir, 'web'),
    stdio: 'inherit',
  });
  if (vite.status !== 0) throw new Error(`the baseline's vite build failed (${vite.status})`);
  bundleWorker(resolve(dir, 'output'), dir);
  writeFileSync(resolve(dir, '.built'), `${new Date().toISOString()}\n`);
  return built;
}

/** node_modules of symlinks to the installed packages; `@kalam/*` (the workspaces) point into the baseline's own tree. */
function linkPackages(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (name === '@kalam') {
      mkdirSync(resolve(to, name));
      for (const workspace of readdirSync(resolve(from, name))) symlinkSync(`../../${workspace}`, resolve(to, name, workspace));
    } else symlinkSync(resolve(from, name), resolve(to, name));
  }
}
