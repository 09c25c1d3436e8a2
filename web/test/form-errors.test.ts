import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The shared schemas load on a form's first check (keeping zod off the public pages' first download).
describe('form checks with lazily loaded schemas', () => {
  it('loads the schemas on first use and answers errors by field', async () => {
    const { useFormErrors } = await import('../src/lib/use-form-errors');
    const { result } = renderHook(() => useFormErrors());
    let ok: unknown;
    await act(async () => {
      ok = await result.current.check((s) => s.auth.passwordSignIn, { email: 'not-an-email', password: '' });
    });
    expect(ok).toBeUndefined();
    expect(Object.keys(result.current.errors).sort()).toEqual(['email', 'password']);
    await act(async () => {
      ok = await result.current.check((s) => s.auth.passwordSignIn, { email: 'student1@kalam.test', password: 'Secret@2026' });
    });
    expect(ok).toEqual({ email: 'student1@kalam.test', password: 'Secret@2026' });
    expect(result.current.errors).toEqual({});
  });

  it('says the connection failed when the schemas cannot be downloaded, and tries again on the next submit', async () => {
    vi.resetModules();
    let reachable = false;
    vi.doMock('@kalam/core/schemas/index', async (original) => {
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
      return original();
    });
    // the messages' own chunk is not reachable either, as on a phone offline before any form was used
    vi.doMock('../src/lib/error-messages', async (original) => {
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
      return original();
    });
    const { useFormErrors } = await import('../src/lib/use-form-errors');
    await import('../src/lib/i18n');
    const { result } = renderHook(() => useFormErrors());
    let ok: unknown;
    await act(async () => {
      ok = await result.current.check((s) => s.auth.passwordSignIn, { email: 'student1@kalam.test', password: 'Secret@2026' });
    });
    expect(ok).toBeUndefined();
    expect(result.current.formError).toBe('تعذر الاتصال بالخادم. تحقق من الإنترنت.');
    reachable = true;
    vi.resetModules();
    await act(async () => {
      ok = await result.current.check((s) => s.auth.passwordSignIn, { email: 'student1@kalam.test', password: 'Secret@2026' });
    });
    expect(ok).toEqual({ email: 'student1@kalam.test', password: 'Secret@2026' });
    expect(result.current.formError).toBeUndefined();
    vi.doUnmock('@kalam/core/schemas/index');
    vi.doUnmock('../src/lib/error-messages');
  });

  it('gives back what the form sends: codes, phones and numbers typed in Arabic-Indic or Persian digits read as Latin', async () => {
    const { useFormErrors } = await import('../src/lib/use-form-errors');
    const { result } = renderHook(() => useFormErrors());
    let sent: unknown;
    await act(async () => {
      sent = await result.current.check((s) => s.auth.verifyEmail, { code: '٤٩٢٩' });
    });
    expect(sent).toEqual({ code: '4929' });
    await act(async () => {
      sent = await result.current.check((s) => s.confirmationCode.verify, { phone: '٠١٠١٢٣٤٥٦٧٨', method: 1, code: '۴۹۲۹' });
    });
    expect(sent).toEqual({ phone: '01012345678', method: 1, code: '4929' });
    await act(async () => {
      sent = await result.current.check((s) => s.user.update, { phone: '٠١١ ٢٣٤٥ ٦٧٨٩', birthYear: '٢٠٠٥' });
    });
    expect(sent).toEqual({ phone: '01123456789', birthYear: 2005 });
    expect(result.current.errors).toEqual({});
  });
});

describe('the one error message and the select reader', () => {
  it('tells a failed call by its first field, else its catalogue code, else the generic message', async () => {
    const { apiErrorMessage } = await import('../src/lib/error-message');
    const { ApiError } = await import('../src/lib/api');
    const { t } = await import('i18next');
    expect(apiErrorMessage(t, new ApiError('bad-request', 400, { phone: 'required' }))).toBe('هذا الحقل مطلوب.');
    expect(apiErrorMessage(t, new ApiError('busy-tutor', 409))).toBe('المدرس مشغول في هذا الوقت.');
    expect(apiErrorMessage(t, new Error('boom'))).toBe(t('common.genericError'));
  });

  it('reads a chosen option back as the value it stands for', async () => {
    const { optionOf } = await import('../src/lib/use-form-errors');
    expect(optionOf([1, 2, 27] as const, '27')).toBe(27);
    expect(optionOf([1, 2, 27] as const, '')).toBeNull();
  });
});
