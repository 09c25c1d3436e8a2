import { describe, expect, it } from 'vitest';
import { safeNext } from '../src/lib/next-path';

describe('safeNext', () => {
  it('keeps a path of ours with its query and fragment', () => {
    expect(safeNext('/t/12?day=2026-12-05&at=600#book')).toBe('/t/12?day=2026-12-05&at=600#book');
    expect(safeNext('/')).toBe('/');
  });

  it('refuses whatever could leave the site or be read another way', () => {
    for (const raw of [
      '//evil.test',
      '/\\evil.test',
      'https://evil.test/',
      'javascript:alert(1)',
      'tutors',
      '/a b',
      '/../..//evil.test',
      '',
    ]) {
      expect(safeNext(raw), raw).toBeNull();
    }
    expect(safeNext(`/${'a'.repeat(2000)}`)).toBeNull();
    expect(safeNext(null)).toBeNull();
    expect(safeNext(undefined)).toBeNull();
  });
});
