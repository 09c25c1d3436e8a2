import { resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// zod's `z` binding drags its 40-odd locales into an esbuild bundle; the namespace import lets them be shaken (decision 018).
describe('the shared schemas in a bundle', () => {
  it('carry zod without its locales', async () => {
    const out = await build({
      entryPoints: [resolve(import.meta.dirname, '../src/index.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      minify: true,
      mainFields: ['module', 'main'],
      logLevel: 'silent',
    });
    const js = out.outputFiles[0]!.text;
    // the French and German locales' word for "characters": present only if the locales came along
    expect(/caractères|Zeichen/.test(js), 'locales in the bundle').toBe(false);
    expect(js.length).toBeLessThan(250_000);
  });
});
