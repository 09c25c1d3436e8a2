import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod, fields, schemas } from '../src/index';

const errorsOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrorsFromZod(r.error as never);
};

describe('contact request', () => {
  const valid = { name: 'Mona Ali', email: 'mona@example.com', title: 'سؤال مهم', message: 'رسالة طويلة بما يكفي' };
  it('accepts a valid request, trimming text and dropping an empty phone', () => {
    const r = schemas.contactRequest.create.parse({ ...valid, title: '  سؤال مهم  ', phone: '' });
    expect(r.title).toBe('سؤال مهم');
    expect(r.phone).toBeUndefined();
  });
  it('gives each field its code', () => {
    expect(errorsOf(schemas.contactRequest.create, { ...valid, title: 'abc' })).toEqual({ title: 'short-contact-title' });
    expect(errorsOf(schemas.contactRequest.create, { ...valid, title: 'x'.repeat(129) })).toEqual({ title: 'long-contact-title' });
    expect(errorsOf(schemas.contactRequest.create, { ...valid, message: 'short' })).toEqual({ message: 'short-contact-message' });
    expect(errorsOf(schemas.contactRequest.create, { ...valid, message: 'x'.repeat(1001) })).toEqual({ message: 'long-contact-message' });
    expect(errorsOf(schemas.contactRequest.create, { ...valid, source: 'tv' })).toEqual({ source: 'invalid' });
    expect(errorsOf(schemas.contactRequest.create, {})).toEqual({
      name: 'required',
      email: 'required',
      title: 'required',
      message: 'required',
    });
    expect(errorsOf(schemas.contactRequest.create, { ...valid, name: 'Mona 2' })).toEqual({ name: 'invalid-user-name' });
    expect(errorsOf(schemas.contactRequest.create, { ...valid, email: 'mona@example' })).toEqual({ email: 'invalid-email' });
    expect(errorsOf(schemas.contactRequest.create, { ...valid, phone: '0101234567' })).toEqual({ phone: 'invalid-phone' });
  });
  it('keeps a valid phone and source, and lowercases the email', () => {
    const r = schemas.contactRequest.create.parse({ ...valid, email: ' Mona@Example.COM ', phone: ' 01512345678 ', source: 'sig' });
    expect(r).toMatchObject({ email: 'mona@example.com', phone: '01512345678', source: 'sig' });
  });
});

describe('paging and list queries', () => {
  it('coerce query strings with defaults', () => {
    expect(schemas.paging.parse({})).toEqual({ page: 1, size: 10 });
    expect(schemas.tutorSearch.listQuery.parse({ page: '3', size: '20', topic: '4', match: 'prefix' })).toMatchObject({
      page: 3,
      size: 20,
      topic: 4,
      match: 'prefix',
      sort: 'desc',
    });
    expect(schemas.plan.listQuery.parse({ active: 'false' }).active).toBe(false);
  });
  it('treat blank query values as absent', () => {
    expect(schemas.paging.parse({ page: '', size: ' ' })).toEqual({ page: 1, size: 10 });
    expect(schemas.tutorSearch.listQuery.parse({ topic: '' })).toEqual({ page: 1, size: 10, match: 'loose', sort: 'desc' });
    expect(schemas.topic.listQuery.parse({ size: '100' })).toEqual({ page: 1, size: 100 });
  });
  it('read every tutor filter', () => {
    expect(
      schemas.tutorSearch.listQuery.parse({ search: '  سارة ', gender: 'female', sort: 'asc', sortBy: 'lessons', match: 'exact' }),
    ).toMatchObject({ search: 'سارة', gender: 'female', sort: 'asc', sortBy: 'lessons', match: 'exact' });
    expect(
      errorsOf(schemas.tutorSearch.listQuery, { search: 'x'.repeat(61), gender: 'other', sort: 'up', sortBy: 'price', topic: 'math' }),
    ).toEqual({ search: 'invalid', gender: 'invalid', sort: 'invalid', sortBy: 'invalid', topic: 'invalid' });
  });
  it('reject pages below one and sizes above a hundred', () => {
    expect(errorsOf(schemas.paging, { page: '1.5', size: '0' })).toEqual({ page: 'invalid', size: 'invalid' });
    expect(errorsOf(schemas.plan.listQuery, { active: 'yes' })).toEqual({ active: 'invalid' });
    expect(errorsOf(schemas.paging, { page: '0' })).toEqual({ page: 'invalid' });
    expect(errorsOf(schemas.paging, { size: '101' })).toEqual({ size: 'invalid' });
    expect(errorsOf(schemas.tutorSearch.listQuery, { match: 'fuzzy' })).toEqual({ match: 'invalid' });
  });
});

describe('plans', () => {
  const plan = {
    alias: 'Beginning',
    nameAr: 'المبتدئ',
    weeklyMinutes: 60,
    fullMonthPrice: 60000,
    fullMonthDiscount: 0,
    fullQuarterPrice: 180000,
    fullQuarterDiscount: 10,
    halfYearPrice: 360000,
    halfYearDiscount: 15,
    fullYearPrice: 720000,
    fullYearDiscount: 25,
  };
  it('enforces the plan rules', () => {
    expect(schemas.plan.create.safeParse(plan).success).toBe(true);
    expect(errorsOf(schemas.plan.create, { ...plan, fullMonthPrice: 1.5 })).toEqual({ fullMonthPrice: 'price-not-integer' });
    expect(errorsOf(schemas.plan.create, { ...plan, nameAr: 'Beginning' })).toEqual({ nameAr: 'plan-name-not-arabic' });
    expect(errorsOf(schemas.plan.create, { ...plan, fullMonthPrice: -1 })).toEqual({ fullMonthPrice: 'negative-price' });
    expect(errorsOf(schemas.plan.create, { ...plan, fullMonthPrice: Infinity })).toEqual({ fullMonthPrice: 'infinite-price' });
    expect(errorsOf(schemas.plan.create, { ...plan, weeklyMinutes: 20000 })).toEqual({ weeklyMinutes: 'max-weekly-minutes-exceeded' });
    expect(errorsOf(schemas.plan.create, { ...plan, weeklyMinutes: 50 })).toEqual({ weeklyMinutes: 'invalid-weekly-minutes' });
    expect(errorsOf(schemas.plan.create, { ...plan, fullYearDiscount: 101 })).toEqual({ fullYearDiscount: 'max-discount-exceeded' });
    expect(
      errorsOf(schemas.plan.create, {
        ...plan,
        fullMonthDiscount: 100,
        fullQuarterDiscount: 100,
        halfYearDiscount: 100,
        fullYearDiscount: 100,
      }),
    ).toEqual({ fullMonthDiscount: 'plan-total-discount' });
  });
});

describe('HTML text fields', () => {
  it('counts visible text and rejects broken markup', () => {
    const feedback = fields.htmlText(
      { min: 5, max: 10 },
      { html: 'invalid-interview-feedback-html', short: 'short-interview-feedback', long: 'long-interview-feedback' },
    );
    expect(feedback.safeParse('<b>جيد جدًا</b>').success).toBe(true);
    expect(errorsOf(feedback, '<p><b>ok</b></p>')).toEqual({ _: 'short-interview-feedback' });
    expect(errorsOf(feedback, '<p>12345678901</p>')).toEqual({ _: 'long-interview-feedback' });
    expect(errorsOf(feedback, '<p>hello < world</p>')).toEqual({ _: 'invalid-interview-feedback-html' });
    expect(errorsOf(feedback, '<p><b>hello</p></b>')).toEqual({ _: 'invalid-interview-feedback-html' });
    expect(errorsOf(feedback, '<p>hello world')).toEqual({ _: 'invalid-interview-feedback-html' });
    expect(feedback.safeParse('<p>one<br>two<img src="x.png"/></p><!-- c -->').success).toBe(true);
  });
  it('counts an entity as the one character it shows', () => {
    expect(fields.stripTags('<p>a &amp; b&nbsp;&#1575;&#x41;</p>')).toBe('a & b اA');
    const text = fields.htmlText(
      { min: 1, max: 3 },
      { html: 'invalid-message-html', short: 'short-message-text', long: 'long-message-text' },
    );
    expect(text.safeParse('&lt;3').success).toBe(true);
  });
});

describe('user registration', () => {
  it('requires matching passwords and a sensible birth year', () => {
    const base = { name: 'Omar Ali', email: 'omar@example.com', password: 'secret12!', confirmPassword: 'secret12!', role: 4 };
    expect(schemas.user.create.safeParse(base).success).toBe(true);
    expect(errorsOf(schemas.user.create, { ...base, confirmPassword: 'other12!' })).toEqual({ confirmPassword: 'password-mismatch' });
    const year = new Date().getUTCFullYear();
    expect(errorsOf(schemas.user.create, { ...base, birthYear: year - 5 })).toEqual({ birthYear: 'young-user' });
    expect(errorsOf(schemas.user.create, { ...base, birthYear: year - 80 })).toEqual({ birthYear: 'old-user' });
  });
});

describe('password reset', () => {
  it('answers field by field for the option the form used', () => {
    expect(
      errorsOf(schemas.auth.resetPassword, { email: 'a@b.com', code: '123', password: 'abc12345!', confirmPassword: 'abc12345!' }),
    ).toEqual({ code: 'invalid-verification-code' });
    expect(errorsOf(schemas.auth.resetPassword, { token: 'a'.repeat(30), password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'short-password',
    });
    expect(errorsOf(schemas.auth.resetPassword, { password: 'abc12345!', confirmPassword: 'abc12345!' })).toEqual({ token: 'required' });
  });
});
