import { ackCodes, apiErrorCodes, fieldErrorCodes, mediaDeviceErrors } from '@kalam/core';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { addTranslations } from '../src/lib/i18n';

// Every bundle: the first page's and each feature's.
const bundles = import.meta.glob<object>('../src/locales/*.json', { import: 'default', eager: true });
for (const bundle of Object.values(bundles)) addTranslations(bundle);

const arabic = /[\u0600-\u06FF]/;

describe('the Arabic locale', () => {
  it.each([
    ['api', apiErrorCodes],
    ['field', fieldErrorCodes],
    ['ack', ackCodes],
    ['media', mediaDeviceErrors],
  ] as const)('translates every %s code', (group, codes) => {
    const missing = codes.filter((code) => !i18next.exists(`errors.${group}.${code}`));
    expect(missing).toEqual([]);
    for (const code of codes) expect(i18next.t(`errors.${group}.${code}`)).toMatch(arabic);
  });

  it('has bundles for the first page and for the features', () => {
    expect(Object.keys(bundles).length).toBeGreaterThan(10);
  });

  it('is Arabic throughout: every leaf string holds Arabic text, but for the English lesson lines', () => {
    const leaves: [string, string][] = [];
    const walk = (node: unknown, path: string) => {
      if (typeof node === 'string') leaves.push([path, node]);
      else for (const [k, v] of Object.entries(node as object)) walk(v, path ? `${path}.${k}` : k);
    };
    for (const file of Object.values(bundles)) walk(file, '');
    // The landing page's sample lesson chat is English on purpose: it is what students learn.
    const english = (path: string) => path.startsWith('landing.sample.en.');
    const notArabic = leaves.filter(([path, v]) => !arabic.test(v) && !/^\{\{.*\}\}$/.test(v) && !english(path));
    expect(notArabic).toEqual([]);
  });

  it('uses all six Arabic plural forms with Arabic digits', () => {
    expect(i18next.t('tutors.card.lessonsTaught', { count: 0 })).toBe('لم يدرّس بعد');
    expect(i18next.t('tutors.card.lessonsTaught', { count: 1 })).toBe('درس واحد');
    expect(i18next.t('tutors.card.lessonsTaught', { count: 2 })).toBe('درسان');
    expect(i18next.t('tutors.card.lessonsTaught', { count: 5 })).toBe('٥ دروس');
    expect(i18next.t('tutors.card.lessonsTaught', { count: 11 })).toBe('١١ درسًا');
    expect(i18next.t('tutors.card.lessonsTaught', { count: 100 })).toBe('١٠٠ درس');
  });
});
