import { describe, expect, it } from 'vitest';
import { poundsToPiasters } from '../src/numbers';
import { schemas } from '../src/schemas/index';

// What an Egyptian phone keyboard types: the same value in Latin, Arabic-Indic and Persian digits.
const arabic = (latin: string) => latin.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
const persian = (latin: string) => latin.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
const scripts = [arabic, persian];

describe('digits typed in Arabic-Indic or Persian script read as Latin in every numeric field', () => {
  it.each(scripts)('verification codes: email, password reset and phone (%#)', (typed) => {
    expect(schemas.auth.verifyEmail.parse({ code: typed('4929') })).toEqual({ code: '4929' });
    const reset = { email: 'a@b.co', code: typed('49291'), password: 'Secret@2026', confirmPassword: 'Secret@2026' };
    expect(schemas.auth.resetPassword.parse(reset)).toMatchObject({ code: '49291' });
    expect(schemas.confirmationCode.verify.parse({ phone: typed('01012345678'), method: 1, code: typed('0042') })).toEqual({
      phone: '01012345678',
      method: 1,
      code: '0042',
    });
  });

  it.each(scripts)('phone numbers, with the spaces and dashes people type (%#)', (typed) => {
    expect(schemas.confirmationCode.send.parse({ phone: typed('010 1234 5678'), method: 2 }).phone).toBe('01012345678');
    expect(schemas.user.update.parse({ phone: typed('011-2345-6789') }).phone).toBe('01123456789');
    expect(schemas.contactRequest.create.shape.phone.parse(typed('01512345678'))).toBe('01512345678');
    expect(schemas.payment.payEWallet.parse({ planId: 1, period: 0, phone: typed('01212345678') }).phone).toBe('01212345678');
    expect(schemas.invoice.create.parse({ method: 'wallet', amount: 50_000, phone: typed('01012345678') })).toMatchObject({
      phone: '01012345678',
    });
  });

  it.each(scripts)('card CVV and bank account numbers (%#)', (typed) => {
    expect(schemas.payment.payCard.parse({ planId: 1, period: 0, cardToken: 'tok', cvv: typed('123') }).cvv).toBe('123');
    const bank = { method: 'bank', amount: 50_000, bank: 'cib', account: typed('1234 5678 90'), receiver: 'منى' };
    expect(schemas.invoice.create.safeParse(bank)).toMatchObject({ success: true, data: { account: '1234567890' } });
  });

  it.each(scripts)('years and minutes typed as text (%#)', (typed) => {
    expect(schemas.user.update.parse({ birthYear: typed('2005') }).birthYear).toBe(2005);
    expect(schemas.tutor.profile.parse({ noticeMinutes: typed('120') }).noticeMinutes).toBe(120);
  });

  it.each(scripts)('page numbers, ids in admin filters, times and weekdays in query strings (%#)', (typed) => {
    expect(
      schemas.lesson.listQuery.parse({ page: typed('2'), size: typed('20'), tutorId: typed('12'), studentId: typed('7') }),
    ).toMatchObject({
      page: 2,
      size: 20,
      tutorId: 12,
      studentId: 7,
    });
    expect(schemas.availability.listQuery.parse({ from: typed('1700000000000'), to: typed('1700086400000') })).toMatchObject({
      from: 1_700_000_000_000,
    });
    expect(schemas.tutorSearch.listQuery.parse({ day: typed('6'), minRating: typed('4') })).toMatchObject({ day: 6, minRating: 4 });
    expect(schemas.payment.transactionListQuery.parse({ userId: typed('3'), status: typed('1') })).toMatchObject({ userId: 3, status: 1 });
    expect(schemas.chat.byMembersQuery.parse({ members: typed('3,9') }).members).toEqual([3, 9]);
  });

  it.each(scripts)('amounts in pounds with the Arabic decimal and thousands separators (%#)', (typed) => {
    expect(poundsToPiasters(typed('1٬250٫50'))).toBe(125_050);
    expect(poundsToPiasters(typed('75'))).toBe(7_500);
  });

  it('still refuses what is not a number in any script', () => {
    expect(schemas.auth.verifyEmail.safeParse({ code: '٤٩٢' }).success).toBe(false);
    expect(schemas.confirmationCode.send.safeParse({ phone: '٠٩٠١٢٣٤٥٦٧٨', method: 1 }).success).toBe(false);
    expect(schemas.lesson.listQuery.safeParse({ page: 'ثاني' }).success).toBe(false);
    expect(schemas.user.update.safeParse({ birthYear: '٢٠٠٥ م' }).success).toBe(false);
  });
});
