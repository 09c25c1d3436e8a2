import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'core/vitest.config.ts',
      'dev/vitest.config.ts',
      'workers/vitest.config.ts',
      'workers/vitest.workerd.config.ts',
      'web/vitest.config.ts',
    ],
  },
});
