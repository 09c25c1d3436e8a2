import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, ensureChromium } from '../../e2e/chromium';

// `npm test` sets up its own browser: apt-get as root, the exact command otherwise.
function machine(opts: { has: boolean; isRoot: boolean; aptWorks?: boolean; path?: string }) {
  let present = opts.has;
  const ran: string[] = [];
  const said: string[] = [];
  const ok = ensureChromium({
    path: opts.path ?? DEBIAN_CHROMIUM,
    isRoot: opts.isRoot,
    exists: () => present,
    run: (cmd, args) => {
      ran.push([cmd, ...args].join(' '));
      if (args[0] === 'install' && opts.aptWorks !== false) present = true;
      return opts.aptWorks === false ? 100 : 0;
    },
    log: (line) => said.push(line),
  });
  return { ok, ran, said };
}

describe('ensureChromium', () => {
  it('does nothing when Chromium is there', () => {
    expect(machine({ has: true, isRoot: false })).toEqual({ ok: true, ran: [], said: [] });
  });

  it('installs Debian’s package as root when it is missing', () => {
    const { ok, ran } = machine({ has: false, isRoot: true });
    expect(ok).toBe(true);
    expect(ran).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium']);
  });

  it('says exactly what to run when it cannot install', () => {
    const user = machine({ has: false, isRoot: false });
    expect(user.ok).toBe(false);
    expect(user.ran).toEqual([]);
    expect(user.said.join('\n')).toContain('apt-get update && apt-get install -y chromium');
    const broken = machine({ has: false, isRoot: true, aptWorks: false });
    expect(broken.ok).toBe(false);
    expect(broken.said.at(-1)).toContain('apt-get update && apt-get install -y chromium');
  });

  it('never installs over a CHROMIUM_PATH that points elsewhere', () => {
    const { ok, ran, said } = machine({ has: false, isRoot: true, path: '/opt/chrome/chrome' });
    expect(ok).toBe(false);
    expect(ran).toEqual([]);
    expect(said[0]).toContain('CHROMIUM_PATH=/opt/chrome/chrome');
  });
});
