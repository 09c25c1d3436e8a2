import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['../src/**/*.{ts,tsx}', '!../src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('font weights', () => {
  it('loads every weight the UI uses in both the Arabic and the Latin subset, so a Latin name is as bold as its sentence', () => {
    const used = new Set(Object.values(sources).flatMap((code) => [...code.matchAll(/\bfont-(\d00)\b/g)].map((m) => m[1]!)));
    const main = sources['../src/main.tsx'] ?? '';
    expect(used.size).toBeGreaterThan(1);
    for (const weight of used)
      for (const subset of ['arabic', 'latin']) expect(main).toContain(`@fontsource/cairo/${subset}-${weight}.css`);
  });
});
