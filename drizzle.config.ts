import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './workers/src/db/schema.ts',
  out: './migrations',
});
