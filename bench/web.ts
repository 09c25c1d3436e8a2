import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Figure, round } from './figure';

const ROOT = resolve(import.meta.dirname, '..');
const WEB = resolve(ROOT, 'web');
const DIST = resolve(WEB, 'dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** `vite build` of the SPA into web/dist (what the Worker serves), keeping Vite's manifest outside dist in `outDir`. */
export function buildWeb(outDir: string): Manifest {
  const r = spawnSync(resolve(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn', '--manifest'], {
    cwd: WEB,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error(`vite build failed (${r.status})`);
  mkdirSync(outDir, { recursive: true });
  const manifest = resolve(outDir, 'web-manifest.json');
  renameSync(resolve(DIST, '.vite/manifest.json'), manifest);
  rmSync(resolve(DIST, '.vite'), { recursive: true, force: true });
  return JSON.parse(readFileSync(manifest, 'utf8')) as Manifest;
}

/** Route path → the source file of its lazy screen, read from the router (`{ path: 'x', ...page(() => import('../routes/y')) }`, or `publicPage('y', …)`). */
function routesOf(): { path: string; src: string; admin: boolean }[] {
  const source = readFileSync(resolve(WEB, 'src/app/router.tsx'), 'utf8');
  const adminAt = source.indexOf("path: '/admin'");
  const out: { path: string; src: string; admin: boolean }[] = [];
  const re = /\{\s*(?:index: true|path: '([^']+)'),\s*\.\.\.(?:page\(|publicPage\('[\w-]+', )\(\) => import\('\.\.\/routes\/([^']+)'\)\)/g;
  for (const m of source.matchAll(re)) {
    const admin = adminAt >= 0 && m.index! > adminAt;
    const path = m[1] === undefined ? (admin ? '/admin' : '/') : `${admin ? '/admin/' : '/'}${m[1]}`;
    out.push({ path, src: `src/routes/${m[2]}.tsx`, admin });
  }
  return out;
}

/** Public screens: reachable signed out, the ones the 150 KB budget is for. */
const PUBLIC = new Set([
  '/',
  '/tutor',
  '/terms',
  '/privacy',
  '/pricing',
  '/faq',
  '/faq/:role',
  '/contact',
  '/method',
  '/tutors',
  '/login',
  '/register/:role',
  '/t/:id',
  '/forget-password',
  '/reset-password',
  '/verify-email',
  '/url/:name',
]);

export interface RouteSize {
  path: string;
  public: boolean;
  files: number;
  jsGzipBytes: number;
  jsBytes: number;
  cssGzipBytes: number;
}

/**
 * Initial JS of each route, gzip (level 9) in KB of 1,000 bytes: the entry chunk and its static imports (what
 * index.html loads and modulepreloads), plus the route's lazy chunk and its static imports (admin routes also the
 * admin layout). Chunks loaded later by interaction (dialogs, the socket client once signed in) are not counted.
 */
export function routeSizes(manifest: Manifest): RouteSize[] {
  const entry = closure(manifest, 'index.html');
  return routesOf().map((route) => {
    const keys = new Set(entry);
    if (route.admin) closure(manifest, 'src/app/admin-layout.tsx', keys);
    closure(manifest, route.src, keys);
    const js = [...keys].map((k) => manifest[k]!.file);
    const css = [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []))];
    return {
      path: route.path,
      public: PUBLIC.has(route.path),
      files: js.length,
      jsBytes: js.reduce((n, f) => n + sizeOf(f).raw, 0),
      jsGzipBytes: js.reduce((n, f) => n + sizeOf(f).gzip, 0),
      cssGzipBytes: css.reduce((n, f) => n + sizeOf(f).gzip, 0),
    };
  });
}

const fileSizes = new Map<string, { raw: number; gzip: number }>();
/** A built file's size, raw and gzip -9 (read once). */
function sizeOf(file: string) {
  let s = fileSizes.get(file);
  if (!s) {
    const bytes = readFileSync(resolve(DIST, file));
    s = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    fileSizes.set(file, s);
  }
  return s;
}

/** A chunk and everything it imports statically: what loading it fetches. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in Vite's manifest`);
  into.add(key);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, into);
  return into;
}

const kb = (bytes: number) => round(bytes / 1000);

export function webFigures(sizes: RouteSize[]): Figure[] {
  const figure = (path: string): Figure => {
    const r = sizes.find((s) => s.path === path);
    if (!r)
      return {
        name: `initial JS ${path}`,
        value: Number.NaN,
        unit: 'KB gz',
        target: '≤ 150 KB',
        ok: false,
        note: 'route not found in the router',
      };
    return {
      name: `initial JS ${path} (gzip: entry + preloads + route chunk)`,
      value: kb(r.jsGzipBytes),
      unit: 'KB gz',
      target: '≤ 150 KB',
      ok: r.jsGzipBytes <= 150_000,
      note: `${r.files} files, ${kb(r.jsBytes)} KB raw; CSS ${kb(r.cssGzipBytes)} KB gz`,
    };
  };
  const others = sizes
    .filter((s) => s.public && !['/', '/tutors', '/t/:id'].includes(s.path))
    .sort((a, b) => b.jsGzipBytes - a.jsGzipBytes);
  const signedIn = sizes.filter((s) => !s.public).sort((a, b) => b.jsGzipBytes - a.jsGzipBytes);
  const figures = [figure('/'), figure('/tutors'), figure('/t/:id')];
  if (others[0]) {
    figures.push({
      name: `initial JS, largest other public page (${others[0].path})`,
      value: kb(others[0].jsGzipBytes),
      unit: 'KB gz',
      target: '≤ 150 KB',
      ok: others.every((s) => s.jsGzipBytes <= 150_000),
      note: `${others.length} other public pages; over 150 KB: ${
        others
          .filter((s) => s.jsGzipBytes > 150_000)
          .map((s) => s.path)
          .join(', ') || 'none'
      }`,
    });
  }
  if (signedIn[0]) {
    figures.push({
      name: `initial JS, largest signed-in page (${signedIn[0].path})`,
      value: kb(signedIn[0].jsGzipBytes),
      unit: 'KB gz',
      target: 'informational',
      ok: true,
      note: `${signedIn.length} signed-in pages; median ${kb(signedIn[Math.floor(signedIn.length / 2)]!.jsGzipBytes)} KB`,
    });
  }
  return figures;
}

const LESSON = '/lesson/:id';

/**
 * The lesson page's initial JS (as every route's), and the notebook it loads after itself (`React.lazy`): the chunk
 * under src/features/notebook/ the page imports dynamically, with its imports the page has not already loaded.
 */
export function notebookFigures(manifest: Manifest, routes: RouteSize[]): Figure[] {
  const route = routesOf().find((r) => r.path === LESSON);
  const page = routes.find((r) => r.path === LESSON);
  if (!route || !page) throw new Error(`${LESSON} is not in the router`);
  const initial = closure(manifest, route.src, closure(manifest, 'index.html'));
  const notebook = [...initial].flatMap((k) => manifest[k]!.dynamicImports ?? []).find((k) => k.startsWith('src/features/notebook/'));
  if (!notebook) throw new Error(`${LESSON} loads no chunk of src/features/notebook/ lazily`);
  const later = [...closure(manifest, notebook)].filter((k) => !initial.has(k)).map((k) => manifest[k]!.file);
  // Yjs warns with this line when loaded twice: finding it in the first script means the notebook is no longer lazy
  const eager = [...initial]
    .map((k) => manifest[k]!.file)
    .filter((f) => readFileSync(resolve(DIST, f), 'utf8').includes('Yjs was already imported'));
  return [
    {
      name: `initial JS ${LESSON}, the lesson page (gzip: entry + preloads + route chunk; the notebook lazy)`,
      value: kb(page.jsGzipBytes),
      unit: 'KB gz',
      target: 'stated; no Yjs in it',
      ok: eager.length === 0,
      note: `${page.files} files, ${kb(page.jsBytes)} KB raw; ${eager.length ? `Yjs in ${eager.join(', ')}` : 'Yjs not in it'}`,
    },
    {
      name: 'notebook chunk, fetched after the lesson page (gzip: its chunk + imports the page had not loaded)',
      value: kb(later.reduce((n, f) => n + sizeOf(f).gzip, 0)),
      unit: 'KB gz',
      target: 'informational',
      ok: true,
      note: `${later.length} files, ${kb(later.reduce((n, f) => n + sizeOf(f).raw, 0))} KB raw (${notebook})`,
    },
  ];
}

export const webBuilt = () => existsSync(resolve(DIST, 'index.html'));
