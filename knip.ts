import type { KnipConfig } from 'knip';

// The unused-file and unused-export gate of `npm test` (decision 045): every file is reached from an entry named here,
// every export is imported somewhere (or used in its own file), every import is a declared dependency.
const config: KnipConfig = {
  // an export also used in its own file (a query options factory beside its hook) is a shape, not dead code
  ignoreExportsUsedInFile: true,
  // Linux's network-namespace tool, run by the test runners as root
  ignoreBinaries: ['unshare'],
  workspaces: {
    '.': {
      entry: [
        // `tsx <file>` scripts: npm scripts, the local stack and its stand-ins, the bench and its child processes
        'scripts/*.ts',
        'dev/*.ts',
        'bench/*.ts',
        'bench/workers/*.ts',
      ],
      project: ['{scripts,dev,bench,e2e,fault}/**/*.ts', '*.ts'],
      vitest: { config: ['vitest.config.ts', 'e2e/vitest.config.ts', 'fault/vitest.config.ts'] },
      // the dev stand-ins and the bench use the Worker's own copies (jose, argon2id) and the pinned toolchain's (miniflare
      // under wrangler, esbuild under vite): one version of each, held by the package that owns it
      ignoreDependencies: ['jose', 'argon2id', 'miniflare', 'esbuild'],
    },
    core: {
      project: ['src/**/*.ts', 'test/**/*.ts'],
      // core's files are its package exports: still, each export must be imported by someone
      includeEntryExports: true,
    },
    workers: {
      entry: ['src/index.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts', 'test-workerd/**/*.ts'],
    },
    web: {
      // the SPA and its service worker come from index.html and the Vite config; the page renderer the Worker imports once built
      entry: ['index.html', 'src/ssr/render.tsx'],
      project: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
      // Cairo's font files are named only in src/app/fonts.css (url()), which knip does not read
      ignoreDependencies: ['@fontsource/cairo'],
    },
  },
};

export default config;
