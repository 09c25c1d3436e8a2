import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [UnoCSS(), react()],
  // the one chunk over 500 kB is Cloudflare's RealtimeKit SDK, loaded only by a RealtimeKit call
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 700 },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:4000',
      '/parties': { target: 'ws://127.0.0.1:4000', ws: true },
    },
  },
});
