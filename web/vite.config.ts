import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { API_DOCUMENT_PATH } from '../core/src/routes/docs';

// The libraries and the small shared modules every page runs travel in two chunks rather than a dozen: fewer requests
// and better compression for the first page's 150 KB budget.
const firstPage = [
  // React Query's writes and endless lists travel apart from the libraries: pages that only read (the public tutor pages,
  // the landing page) never run them
  {
    name: 'mutations',
    test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/,
    priority: 1,
    includeDependenciesRecursively: false,
  },
  {
    name: 'vendor',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|@tanstack)[\\/]/,
  },
  {
    name: 'shell',
    test: /core[\\/]src[\\/](api|errors|constants|enums)\.ts$|web[\\/]src[\\/]lib[\\/](api|token-store|session|storage|format)\.ts$/,
  },
  // The query keys and options (src/lib/resources) in two chunks rather than one per resource, since each file costs a
  // page a request and its own gzip window: what the public tutor pages read, and what only signed-in pages do. The
  // signed-in user's keys stay in the entry; the plans' go apart (the landing and pricing pages read no other).
  {
    name: 'public-queries',
    test: /web[\\/]src[\\/]lib[\\/]resources[\\/](tutor|topic|availability)\.ts$/,
  },
  // what both tutor pages (the search and a profile) show of a tutor, with the tutors' strings
  {
    name: 'tutor-pages',
    test: /web[\\/]src[\\/](components[\\/](tutor-avatar|rating-stars)\.tsx|features[\\/]tutors[\\/](i18n\.ts|components[\\/]tutor-details\.tsx)|locales[\\/]ar-EG\.tutors\.json|lib[\\/]price-story\.ts)$|core[\\/]src[\\/]tutor-profile\.ts$/,
    includeDependenciesRecursively: false,
  },
  // What every form page runs (the field, the form's checks and their loaders) and what the sign-in pages share, each in
  // one chunk rather than five: each file costs a page its own gzip window (~0.3 KB on /register). Only the named modules
  // move, not what they import, or the entry's own modules would leave it.
  {
    name: 'forms',
    test: /web[\\/]src[\\/](components[\\/](field|form-error)\.tsx|lib[\\/](use-form-errors|error-texts)\.ts)$|core[\\/]src[\\/](numbers|validation)\.ts$/,
    includeDependenciesRecursively: false,
  },
  {
    name: 'sign-in',
    test: /web[\\/]src[\\/](features[\\/]auth[\\/](api[\\/]verification|i18n)\.ts|lib[\\/]next-path\.ts|locales[\\/]ar-EG\.auth\.json)$/,
    includeDependenciesRecursively: false,
  },
  {
    name: 'queries',
    test: /web[\\/]src[\\/]lib[\\/]resources[\\/](?!(tutor|topic|availability|plan|user)\.ts$)/,
  },
];

/**
 * The server renders only public pages (route modules with a server side in src/ssr/pages/, same name) and never what
 * loads after the first render (booking steps, sockets, dialogs, validation). Every other lazy import is an empty
 * stand-in in the server's bundle, which keeps the Worker small.
 */
/** The server-rendered page a module is (`src/routes/tutors.tsx` beside `src/ssr/pages/tutors.ts`): its name, else undefined. */
function renderedPageOf(id: string): string | undefined {
  const name = /\/src\/routes\/([\w-]+)\.tsx$/.exec(id)?.[1];
  return name && existsSync(fileURLToPath(new URL(`src/ssr/pages/${name}.ts`, import.meta.url))) ? name : undefined;
}

const CLIENT_ONLY = '\0client-only';
function clientOnlyImports(): Plugin {
  return {
    name: 'kalam:client-only-imports',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    async resolveId(source, importer, options) {
      if (!importer || (options as { kind?: string }).kind !== 'dynamic-import') return null;
      if (!importer.endsWith('/src/app/router.tsx')) return CLIENT_ONLY;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && renderedPageOf(resolved.id) ? resolved : CLIENT_ONLY;
    },
    load: (id) => (id === CLIENT_ONLY ? 'export default function ClientOnly() { return null; }' : null),
  };
}

/**
 * Vite wraps each lazy import in its preload helper (~3.4 KB raw in the entry, ~0.7 KB gzip), which here has nothing to
 * preload: with `modulePreload` off it lists only a chunk's CSS, and the one stylesheet is inlined (`cssCodeSplit` off).
 * The helper becomes a plain call of the import; with either option back on, Vite's own helper stays.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
function plainLazyImports(): Plugin {
  let nothingToPreload = false;
  return {
    name: 'kalam:plain-lazy-imports',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      nothingToPreload = config.build.modulePreload === false && !config.build.cssCodeSplit;
    },
    load: (id) => (nothingToPreload && id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null),
  };
}

/** Where the server puts a rendered page's own scripts in index.html (workers/src/pages/html.ts): after the entry's. */
const PAGE_SCRIPTS_MARK = '<!--scripts-->';

/**
 * What the first paint needs arrives with the HTML (decision 048): the app's one stylesheet (~90 KB, ~14 KB gzip) goes
 * inside index.html, so no page, rendered or the app's shell, waits for a second request over a slow phone network
 * (the CSP allows inline styles), and the Arabic faces are preloaded, so text swaps to Cairo early, before the page runs.
 */
function firstPaint(): Plugin {
  return {
    name: 'kalam:first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const inlined = html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
          const asset = ctx.bundle?.[file];
          if (asset?.type !== 'asset') return link;
          // a `</style` inside the CSS would end the element early; ours has none, but a future one must not break the page
          return `<style>${String(asset.source).replaceAll('</style', '<\\/style')}</style>`;
        });
        // the entry's own imports download with it (modulePreload is off, so Vite lists none); a rendered page's scripts
        // follow them at the marker, so the entry's requests go first
        const entryImports = (ctx.chunk?.imports ?? [])
          .map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`)
          .join('');
        const withPreloads = inlined.replace(
          /(<script type="module"[^>]*><\/script>)/,
          (script) => `${script}${entryImports}\n    ${PAGE_SCRIPTS_MARK}`,
        );
        const arabicFaces = Object.keys(ctx.bundle ?? {}).filter((file) => /\/cairo-arabic-\d00-normal-[\w-]+\.woff2$/.test(file));
        return {
          html: withPreloads,
          tags: arabicFaces.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}

/**
 * What each rendered page runs besides the entry (its route's chunk and that chunk's imports), for the server to list in
 * the page's head as module preloads: they download beside the entry instead of after it has run, a round trip sooner
 * (decision 061). The client is built before the server, which imports the list as `virtual:page-scripts`.
 */
const PAGE_SCRIPTS = 'virtual:page-scripts';
function pageScripts(): Plugin {
  let scripts: Record<string, string[]> = {};
  return {
    name: 'kalam:page-scripts',
    // one instance for both builds, so the server's sees what the client's found
    sharedDuringBuild: true,
    generateBundle(_, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (files: string[], seen = new Set<string>()): Set<string> => {
        for (const file of files)
          if (!seen.has(file)) {
            seen.add(file);
            closure(byFile.get(file)?.imports ?? [], seen);
          }
        return seen;
      };
      const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      scripts = {};
      for (const chunk of chunks) {
        const name = chunk.facadeModuleId && renderedPageOf(chunk.facadeModuleId);
        if (!name) continue;
        scripts[name] = [...closure([chunk.fileName])].filter((file) => !entry.has(file)).map((file) => `/${file}`);
      }
    },
    resolveId: (id) => (id === PAGE_SCRIPTS ? `\0${PAGE_SCRIPTS}` : null),
    load: (id) => (id === `\0${PAGE_SCRIPTS}` ? `export default ${JSON.stringify(scripts)};` : null),
  };
}

/**
 * The API's OpenAPI document, generated from the route definitions once per build and written among the SPA's files,
 * where the Worker reads it: the generator (zod-to-openapi) stays out of the Worker's bundle (decision 018).
 */
function apiDocument(): Plugin {
  return {
    name: 'kalam:api-document',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      const { tsImport } = await import('tsx/esm/api');
      const { openApiDocument } = (await tsImport(
        '../workers/src/lib/openapi.ts',
        import.meta.url,
      )) as typeof import('../workers/src/lib/openapi');
      this.emitFile({ type: 'asset', fileName: API_DOCUMENT_PATH.slice(1), source: JSON.stringify(openApiDocument()) });
    },
  };
}

/**
 * The service worker (src/sw/sw.ts) with Workbox's precache list injected: hashed files, icons and the offline screen.
 * Signed-in pages register it after load (features/pwa/app-updates.tsx); public/manifest.webmanifest is a plain file.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    rollupFormat: 'iife',
    globPatterns: ['assets/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg', 'offline.html', 'manifest.webmanifest'],
    // RealtimeKit's SDK (index.es, only for RealtimeKit calls) and the API reference's renderer are left to the network
    globIgnores: ['assets/index.es-*.js', 'assets/standalone-*.js'],
    maximumFileSizeToCacheInBytes: 600_000,
  },
});

export default defineConfig(({ command }) => ({
  // the config named by path, so tools that load this file from the repository root (the unused-export gate) find it
  plugins: [
    UnoCSS(fileURLToPath(new URL('./uno.config.ts', import.meta.url))),
    react(),
    clientOnlyImports(),
    plainLazyImports(),
    apiDocument(),
    firstPaint(),
    pageScripts(),
    serviceWorker,
  ],
  resolve: {
    alias: [
      { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('src/lib/sync-external-store.ts', import.meta.url)) },
      // React Router's package exports point at its development build (dev warnings on); the build takes the production
      // build it ships beside it
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
            },
            // react-dom/server's edge entry also bundles the legacy renderToString renderer (92 KiB minified, CommonJS so
            // never shaken out); the page renderer uses only renderToReadableStream, from the streaming build alone
            {
              find: /^react-dom\/server$/,
              replacement: fileURLToPath(new URL('../node_modules/react-dom/cjs/react-dom-server.edge.production.js', import.meta.url)),
            },
          ]
        : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // the one chunk over 500 kB is Cloudflare's RealtimeKit SDK, loaded only by a RealtimeKit call
    chunkSizeWarningLimit: 700,
    // no preload list of every lazy chunk's imports in the entry (~3 KB gzip on every first page, decision 063): a
    // rendered page's head preloads its own scripts, and a later screen's imports load as its chunk is read
    modulePreload: false,
    // one stylesheet, inlined in every page (firstPaint); a lazy chunk with its own CSS made Vite add the inlined one again
    // as a <link> on that chunk's first load (it looks for a link, not a style): every rule and @font-face applied twice,
    // the page re-laid out and its text moved (CLS on `/t/:id`)
    cssCodeSplit: false,
    rolldownOptions: { output: { codeSplitting: { groups: firstPage } } },
  },
  // `vite build` makes the browser's bundle (dist) and the server renderer the Worker imports (dist-server)
  builder: {},
  environments: {
    ssr: {
      resolve: {
        conditions: ['workerd', 'worker', 'browser', 'module', 'import', 'default'],
        noExternal: true,
        external: ['node:async_hooks'],
      },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'es2022',
        minify: true,
        rolldownOptions: { input: 'src/ssr/render.tsx', output: { entryFileNames: 'render.js', codeSplitting: false } },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:4000',
      '/parties': { target: 'ws://127.0.0.1:4000', ws: true },
    },
  },
}));
