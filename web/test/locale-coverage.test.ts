import { describe, expect, it } from 'vitest';

// Strings travel in several bundles (the first page's and one per feature). This walks the chunks as the app loads
// them — the entry, then every dynamic import from there — and checks that each key a module names is in a bundle
// that module's chunk, or a chunk loaded before it, brings.

const sources = import.meta.glob<string>(['../src/**/*.{ts,tsx}', '!../src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const bundles = import.meta.glob<object>('../src/locales/*.json', { import: 'default', eager: true });

function resolve(from: string, spec: string): string | undefined {
  const parts = from.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/');
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((p) => p in sources || p in bundles);
}

interface Module {
  imports: string[];
  lazy: string[];
  keys: string[];
  prefixes: string[];
}
const modules = new Map<string, Module>();
const topLevel = new Set(Object.values(bundles).flatMap((b) => Object.keys(b)));
const KEY = /^[a-zA-Z]+(\.[a-zA-Z0-9_-]+)+$/;

function moduleOf(file: string): Module {
  let m = modules.get(file);
  if (m) return m;
  const code = sources[file] ?? '';
  const local = (specs: Iterable<RegExpMatchArray>) =>
    [...specs]
      .map((s) => s[1]!)
      .filter((s) => s.startsWith('.'))
      .map((s) => resolve(file, s))
      .filter((s) => s !== undefined);
  const literals = [...code.matchAll(/'([^'\n]+)'/g)].map((s) => s[1]!);
  m = {
    imports: local(code.matchAll(/^import\s+(?!type\s)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm)),
    lazy: local(code.matchAll(/import\('([^']+)'\)/g)),
    keys: literals.filter((s) => KEY.test(s) && topLevel.has(s.split('.')[0]!)),
    prefixes: [...code.matchAll(/`([a-zA-Z]+(?:\.[a-zA-Z0-9_-]+)*\.)\$\{/g)]
      .map((s) => s[1]!)
      .filter((s) => topLevel.has(s.split('.')[0]!)),
  };
  modules.set(file, m);
  return m;
}

function closure(file: string, into = new Set<string>()) {
  if (into.has(file)) return into;
  into.add(file);
  if (file in sources) for (const dep of moduleOf(file).imports) closure(dep, into);
  return into;
}

function leaves(node: unknown, path: string, into: Set<string>) {
  if (typeof node === 'string') into.add(path.replace(/_(zero|one|two|few|many|other)$/, ''));
  else for (const [k, v] of Object.entries(node as object)) leaves(v, path ? `${path}.${k}` : k, into);
  return into;
}

const ERROR_TEXTS = '../src/lib/error-texts.ts';
const errorKeys = leaves(bundles['../src/locales/ar-EG.errors.json'], '', new Set<string>());

/** Keys a module names that no bundle loaded by then holds, by module. */
function missing() {
  const out: Record<string, string[]> = {};
  const seen = new Set<string>();
  const visit = (root: string, loaded: string[]) => {
    const files = closure(root);
    const here = [...new Set([...loaded, ...[...files].filter((f) => f in bundles)])].sort();
    const id = `${root}|${here.join()}`;
    if (seen.has(id)) return;
    seen.add(id);
    const known = new Set<string>();
    for (const b of here) leaves(bundles[b], '', known);
    for (const file of files) {
      if (!(file in sources)) continue;
      const { keys, prefixes, lazy, imports } = moduleOf(file);
      // a module that reads the error messages through error-texts shows them only once they have arrived
      const all = file === ERROR_TEXTS || imports.includes(ERROR_TEXTS) ? new Set([...known, ...errorKeys]) : known;
      const absent = [
        ...keys.filter((k) => !all.has(k)),
        ...prefixes.filter((p) => ![...all].some((k) => k.startsWith(p))).map((p) => `${p}*`),
      ];
      if (absent.length) out[file] = [...new Set([...(out[file] ?? []), ...absent])];
      for (const next of lazy) visit(next, here);
    }
  };
  visit('../src/main.tsx', []);
  return out;
}

describe('the locale bundles', () => {
  it('bring every key a screen names with the screen, or before it', () => {
    expect(missing()).toEqual({});
  });

  it('see every screen the router loads', () => {
    const walked = new Set([...modules.keys()]);
    for (const screen of ['../src/routes/landing.tsx', '../src/routes/tutor-profile.tsx', '../src/routes/admin/users.tsx'])
      expect(walked).toContain(screen);
  });
});
