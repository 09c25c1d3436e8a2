import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod, schemas } from '../src/index';

const errorsOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrorsFromZod(r.error as never);
};

// Each rule name of spec §5 that these schemas own, with one value that breaks it.
describe('spec §5 rules by name', () => {
  it('ratings', () => {
    expect(errorsOf(schemas.rating.create, { rateeId: 3, value: 0 })).toEqual({ value: 'low-rating-value' });
    expect(errorsOf(schemas.rating.create, { rateeId: 3, value: 6 })).toEqual({ value: 'high-rating-value' });
    expect(errorsOf(schemas.rating.create, { rateeId: 3, value: 5, text: 'ok' })).toEqual({ text: 'short-rating-text' });
    expect(errorsOf(schemas.rating.create, { rateeId: 3, value: 5, text: 'x'.repeat(1001) })).toEqual({ text: 'long-rating-text' });
  });

  it('coupons', () => {
    const future = Date.now() + 86_400_000;
    expect(schemas.coupon.create.parse({ code: 'ramadan25', discount: 25, expiresAt: future }).code).toBe('RAMADAN25');
    expect(errorsOf(schemas.coupon.create, { code: 'a b', discount: 25, expiresAt: future })).toEqual({ code: 'invalid-coupon-code' });
    expect(errorsOf(schemas.coupon.create, { code: 'EID', discount: 0, expiresAt: future })).toEqual({ discount: 'zero-coupon-discount' });
    expect(errorsOf(schemas.coupon.create, { code: 'EID', discount: 101, expiresAt: future })).toEqual({
      discount: 'max-coupon-discount-exceeded',
    });
    expect(errorsOf(schemas.coupon.create, { code: 'EID', discount: 10, expiresAt: Date.now() - 1000 })).toEqual({
      expiresAt: 'past-coupon-expiry',
    });
    expect(errorsOf(schemas.coupon.create, { code: 'EID', discount: 10, expiresAt: 'soon' })).toEqual({
      expiresAt: 'invalid-coupon-expiry',
    });
  });

  it('interviews', () => {
    expect(errorsOf(schemas.interview.update, { level: 0 })).toEqual({ level: 'low-interview-level' });
    expect(errorsOf(schemas.interview.update, { level: 6 })).toEqual({ level: 'high-interview-level' });
    expect(errorsOf(schemas.interview.update, { feedback: '<p>ok</p>' })).toEqual({ feedback: 'short-interview-feedback' });
    expect(errorsOf(schemas.interview.update, { note: '<p>a < b</p>' })).toEqual({ note: 'invalid-interview-note-html' });
    expect(errorsOf(schemas.interview.update, { note: `<p>${'x'.repeat(1001)}</p>` })).toEqual({ note: 'long-interview-note' });
  });

  it('chat messages', () => {
    expect(errorsOf(schemas.chat.newRoom, { userId: 2, message: '<p></p>' })).toEqual({ message: 'short-message-text' });
    expect(errorsOf(schemas.chat.newRoom, { userId: 2, message: 'x'.repeat(1001) })).toEqual({ message: 'long-message-text' });
    expect(errorsOf(schemas.chat.newRoom, { userId: 2, message: '<b>hi</b> <' })).toEqual({ message: 'invalid-message-html' });
  });

  it('withdraw methods', () => {
    expect(errorsOf(schemas.withdrawMethod.upsert, { type: 'wallet', min: 0, max: 100 })).toEqual({ min: 'non-positive-withdraw-min' });
    expect(errorsOf(schemas.withdrawMethod.upsert, { type: 'wallet', min: 100, max: -1 })).toEqual({ max: 'non-positive-withdraw-max' });
    expect(errorsOf(schemas.withdrawMethod.upsert, { type: 'wallet', min: 500, max: 100 })).toEqual({ min: 'withdraw-min-above-max' });
  });

  it('invoices', () => {
    const wallet = { method: 'wallet', amount: 20_000, phone: '01012345678' };
    const bank = { method: 'bank', amount: 20_000, bank: 'cib', account: '1234567', receiver: 'Omar' };
    expect(schemas.invoice.create.safeParse(wallet).success).toBe(true);
    expect(schemas.invoice.create.safeParse(bank).success).toBe(true);
    expect(errorsOf(schemas.invoice.create, { ...wallet, amount: 0 })).toEqual({ amount: 'non-positive-invoice-amount' });
    expect(errorsOf(schemas.invoice.create, { ...wallet, amount: 9_999 })).toEqual({ amount: 'invoice-amount-below-min' });
    expect(errorsOf(schemas.invoice.create, { ...wallet, amount: 5_000_001 })).toEqual({ amount: 'invoice-amount-above-max' });
    expect(errorsOf(schemas.invoice.createFor({ min: 100, max: 1000 }), { ...wallet, amount: 500 })).toEqual({});
    expect(errorsOf(schemas.invoice.create, { ...wallet, phone: '123' })).toEqual({ phone: 'invalid-phone' });
    expect(errorsOf(schemas.invoice.create, { ...wallet, method: 'cash' })).toEqual({ method: 'invalid-type' });
    expect(errorsOf(schemas.invoice.create, { ...bank, bank: '' })).toEqual({ bank: 'empty-bank-name' });
    expect(errorsOf(schemas.invoice.create, { ...bank, bank: 'HSBC Bank!' })).toEqual({ bank: 'invalid-bank-name' });
    expect(errorsOf(schemas.invoice.create, { method: 'instapay', amount: 20_000, username: 'omar' })).toEqual({
      username: 'invalid-instapay-username',
    });
    expect(errorsOf(schemas.invoice.adminUpdate, { note: '   ' })).toEqual({ note: 'empty-invoice-note' });
    expect(errorsOf(schemas.invoice.adminUpdate, { note: 'x'.repeat(1001) })).toEqual({ note: 'long-invoice-note' });
    expect(errorsOf(schemas.invoice.adminUpdate, { note: 'a <b' })).toEqual({ note: 'invalid-invoice-note-html' });
    expect(errorsOf(schemas.withdrawMethod.upsert, { type: 'cash', min: 1, max: 2 })).toEqual({ type: 'invalid-type' });
  });

  it('plan updates change only what is sent', () => {
    expect(schemas.plan.update.parse({ alias: 'Advanced' })).toEqual({ alias: 'Advanced' });
    expect(errorsOf(schemas.plan.update, { alias: 'ab' })).toEqual({ alias: 'short-plan-alias' });
    expect(errorsOf(schemas.plan.update, { fullMonthDiscount: -1 })).toEqual({ fullMonthDiscount: 'min-discount-subceeded' });
  });

  it('topics, schedules and tutor profile', () => {
    expect(errorsOf(schemas.topic.create, { nameAr: 'قو', nameEn: 'Grammar' })).toEqual({ nameAr: 'short-topic-name' });
    expect(errorsOf(schemas.topic.create, { nameAr: 'قواعد', nameEn: 'x'.repeat(51) })).toEqual({ nameEn: 'long-topic-name' });
    expect(errorsOf(schemas.topic.ofUser, { topicIds: Array.from({ length: 31 }, (_, i) => i + 1) })).toEqual({ topicIds: 'invalid' });
    const schedule = {
      type: 'schedule',
      title: 'مواعيد المساء',
      weekdays: [6, 0],
      startMinute: 18 * 60,
      durationMinutes: 120,
      validFrom: 0,
    };
    expect(schemas.availability.schedule.safeParse(schedule).success).toBe(true);
    expect(errorsOf(schemas.availability.schedule, { ...schedule, title: 'مسا' })).toEqual({ title: 'short-schedule-title' });
    expect(errorsOf(schemas.availability.schedule, { ...schedule, title: 'x'.repeat(256) })).toEqual({ title: 'long-schedule-title' });
    expect(errorsOf(schemas.availability.schedule, { ...schedule, durationMinutes: 15 })).toEqual({ durationMinutes: 'invalid' });
    expect(errorsOf(schemas.tutor.profile, { about: '' })).toEqual({ about: 'empty-tutor-about' });
    expect(errorsOf(schemas.tutor.profile, { about: 'x'.repeat(1001) })).toEqual({ about: 'long-tutor-about' });
    expect(errorsOf(schemas.tutor.profile, { noticeMinutes: 2000 })).toEqual({ noticeMinutes: 'max-notice-exceeded' });
    expect(errorsOf(schemas.tutor.profile, { noticeMinutes: -5 })).toEqual({ noticeMinutes: 'invalid-notice' });
  });

  it('lessons start on the 15-minute grid and last 15 or 30 minutes', () => {
    const start = Date.UTC(2026, 11, 1, 16, 45);
    expect(schemas.lesson.create.safeParse({ tutorId: 1, start, duration: 30 }).success).toBe(true);
    expect(errorsOf(schemas.lesson.create, { tutorId: 1, start: start + 60_000, duration: 30 })).toEqual({ start: 'invalid' });
    expect(errorsOf(schemas.lesson.create, { tutorId: 1, start, duration: 45 })).toEqual({ duration: 'invalid' });
  });
});
