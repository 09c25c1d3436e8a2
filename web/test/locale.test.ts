import { ackCodes, apiErrorCodes, fieldErrorCodes, mediaDeviceErrors } from '@kalam/core';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import arEG from '../src/locales/ar-EG.json';
import admin from '../src/locales/ar-EG.admin.json';
import chat from '../src/locales/ar-EG.chat.json';
import interviews from '../src/locales/ar-EG.interviews.json';
import invoices from '../src/locales/ar-EG.invoices.json';
import manage from '../src/locales/ar-EG.manage.json';
import payments from '../src/locales/ar-EG.payments.json';
import ratings from '../src/locales/ar-EG.ratings.json';
import serverStats from '../src/locales/ar-EG.server-stats.json';
import session from '../src/locales/ar-EG.session.json';

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

  it('is Arabic throughout: every leaf string holds Arabic text, but for the English lesson lines', () => {
    const leaves: [string, string][] = [];
    const walk = (node: unknown, path: string) => {
      if (typeof node === 'string') leaves.push([path, node]);
      else for (const [k, v] of Object.entries(node as object)) walk(v, path ? `${path}.${k}` : k);
    };
    for (const file of [arEG, payments, invoices, chat, serverStats, interviews, admin, session, ratings, manage]) walk(file, '');
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
