import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['../src/**/*.{ts,tsx,css}', '!../src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const fonts = sources['../src/app/fonts.css'] ?? '';

/** Each @font-face of the app's font file: its file and the characters it covers. */
const faces = [...fonts.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => ({
  file: /url\("([^"]+)"\)/.exec(m[1]!)?.[1] ?? '',
  range: /unicode-range:\s*([^;]+);/.exec(m[1]!)?.[1] ?? '',
}));

describe('fonts', () => {
  it('loads every weight the UI uses in both the Arabic and the Latin subset, so a Latin name is as bold as its sentence', () => {
    const used = new Set(Object.values(sources).flatMap((code) => [...code.matchAll(/\bfont-(\d00)\b/g)].map((m) => m[1]!)));
    expect(used.size).toBeGreaterThan(1);
    expect(sources['../src/main.tsx']).toContain("import './app/fonts.css'");
    for (const weight of used)
      for (const subset of ['arabic', 'latin'])
        expect(faces.map((f) => f.file)).toContain(`@fontsource/cairo/files/cairo-${subset}-${weight}-normal.woff2`);
  });

  it('names the characters of every face, so an Arabic page fetches the Arabic faces first rather than after the Latin ones', () => {
    expect(faces.length).toBeGreaterThan(1);
    for (const face of faces) expect(face.range, face.file).toMatch(face.file.includes('arabic') ? /^U\+0600-06FF/ : /^U\+0000-00FF/);
  });
});
