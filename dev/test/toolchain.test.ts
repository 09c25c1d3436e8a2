import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// One Cloudflare toolchain: `npm start`, the workerd tests and the deploy dry run must all run the same workerd.
const root = resolve(import.meta.dirname, '../..');
type Entry = { version: string; dependencies?: Record<string, string>; engines?: { node?: string }; optional?: boolean };
const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, Entry> };
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
  engines: { node: string };
};

function copies(name: string): string[] {
  return Object.entries(lock.packages)
    .filter(([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`))
    .map(([path, entry]) => `${path}@${entry.version}`);
}

// Enough of npm's range syntax for the engines fields in our lockfile: `||` alternatives of `>=`, `^`, `N.*` and `*`.
function satisfies(version: string, range: string): boolean {
  const v = version.split('.').map(Number);
  const parse = (s: string) =>
    s
      .replace(/[^\d.]/g, '')
      .split('.')
      .filter(Boolean)
      .map(Number);
  const atLeast = (floor: number[]) => {
    for (let i = 0; i < 3; i++) if ((v[i] ?? 0) !== (floor[i] ?? 0)) return (v[i] ?? 0) > (floor[i] ?? 0);
    return true;
  };
  const one = (c: string) => {
    if (c === '*' || c === '') return true;
    if (c.startsWith('>=')) return atLeast(parse(c));
    if (c.startsWith('^') || c.endsWith('.*') || /^\d+$/.test(c)) return parse(c)[0] === v[0] && atLeast(parse(c));
    throw new Error(`unknown engines range ${range}`);
  };
  return range.split('||').some((alt) => alt.trim().replace(/>=\s+/g, '>=').split(/\s+/).every(one));
}

describe('the Cloudflare toolchain in package-lock.json', () => {
  it.each(['wrangler', 'miniflare', 'workerd', '@cloudflare/workerd-linux-64'])('holds one copy of %s', (name) => {
    expect(copies(name)).toHaveLength(1);
  });

  it('runs the workerd test pool on the pinned wrangler', () => {
    const pool = lock.packages['node_modules/@cloudflare/vitest-pool-workers'];
    expect(pool?.dependencies?.wrangler).toBe(pkg.devDependencies.wrangler);
    expect(lock.packages['node_modules/wrangler']?.version).toBe(pkg.devDependencies.wrangler);
  });

  it('installs without an engine warning on the oldest Node the README allows', () => {
    const oldest = `${pkg.engines.node.replace('>=', '')}.0`;
    const refused = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines?.node && !satisfies(oldest, entry.engines.node))
      .map(([path, entry]) => `${path} wants node ${entry.engines?.node}`);
    expect(refused).toEqual([]);
  });

  it('reads engines ranges as npm does', () => {
    expect(satisfies('20.19.0', '>=22.0.0')).toBe(false);
    expect(satisfies('20.19.0', '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies('20.19.0', '^18 || >=20')).toBe(true);
    expect(satisfies('20.19.0', '>= 20.19.0')).toBe(true);
    expect(satisfies('20.19.0', '>=20.20')).toBe(false);
  });
});
