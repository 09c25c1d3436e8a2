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

  it('never swaps a face in after the first paint, so late fonts cannot move text (CLS)', () => {
    const displays = [...fonts.matchAll(/font-display:\s*(\w+)/g)].map((m) => m[1]);
    expect(displays).toHaveLength(faces.length);
    expect(new Set(displays)).toEqual(new Set(['optional']));
  });

  it('names the characters of every face and declares the Arabic ones last, so Arabic text and its spaces ask for no Latin face', () => {
    expect(faces.length).toBeGreaterThan(1);
    for (const face of faces)
      expect(face.range, face.file).toMatch(face.file.includes('arabic') ? /^U\+0020, U\+00A0, U\+0600-06FF/ : /^U\+0000-00FF/);
    // where ranges meet (the space, the joiners) the last-declared face is asked first
    const arabic = faces.map((face) => face.file.includes('arabic'));
    expect(arabic.indexOf(true)).toBeGreaterThan(arabic.lastIndexOf(false));
  });
});
