import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's Chromium (`CHROMIUM_PATH` overrides it); the browser suite never downloads a browser of its own. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;
export const INSTALL_CHROMIUM = 'apt-get update && apt-get install -y chromium';

type Setup = {
  path: string;
  isRoot: boolean;
  exists: (path: string) => boolean;
  run: (cmd: string, args: string[]) => number;
  log: (line: string) => void;
};

const defaults: Setup = {
  path: CHROMIUM,
  isRoot: process.getuid?.() === 0,
  exists: existsSync,
  run: (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status ?? 1,
  log: (line) => console.error(line),
};

/**
 * Makes sure the browser suite has its Chromium: as root it installs Debian's package when missing, as anyone else it
 * says exactly what to run. Returns whether Chromium is there afterwards.
 */
export function ensureChromium(setup: Partial<Setup> = {}): boolean {
  const { path, isRoot, exists, run, log } = { ...defaults, ...setup };
  if (exists(path)) return true;
  if (path !== DEBIAN_CHROMIUM) {
    log(`Browser suite: CHROMIUM_PATH=${path} does not exist; unset it to use Debian's Chromium (${INSTALL_CHROMIUM}).`);
    return false;
  }
  if (!isRoot) {
    log(`Browser suite: Debian's Chromium is missing. Run as root: ${INSTALL_CHROMIUM}`);
    return false;
  }
  log(`Browser suite: Debian's Chromium is missing; installing it (${INSTALL_CHROMIUM}).`);
  const installed = run('apt-get', ['update', '-qq']) === 0 && run('apt-get', ['install', '-y', '-qq', 'chromium']) === 0;
  if (installed && exists(path)) return true;
  log(`Browser suite: installing Chromium failed. Run as root: ${INSTALL_CHROMIUM}`);
  return false;
}
