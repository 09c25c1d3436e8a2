import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // a screen test waits (findBy, waitFor) up to 10 s: bounded, and enough for a machine busy with other suites
    testTimeout: 30_000,
    // the fonts test reads the font faces as written (other CSS stays out of tests)
    css: { include: [/src\/app\/fonts\.css/] },
  },
});
