import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The libraries and the small shared modules every page runs travel in two chunks rather than a dozen: fewer requests
// and better compression for the first page's 150 KB budget.
const firstPage = [
  { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|@tanstack)[\\/]/ },
  { name: 'shell', test: /core[\\/]src[\\/](api|errors|constants|enums)\.ts$|web[\\/]src[\\/]lib[\\/](api|token-store|session|storage|format)\.ts$/ },
];

export default defineConfig(({ command }) => ({
  plugins: [UnoCSS(), react()],
  // React Router's package exports point at its development build (dev warnings on); the build takes the production
  // build it ships beside it
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) }] } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // the one chunk over 500 kB is Cloudflare's RealtimeKit SDK, loaded only by a RealtimeKit call
    chunkSizeWarningLimit: 700,
    // every browser we support preloads modules itself
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: firstPage } } },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:4000',
      '/parties': { target: 'ws://127.0.0.1:4000', ws: true },
    },
  },
}));
