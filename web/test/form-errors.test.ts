import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// Every form submits through the form layer: the shared schemas load on the first submit (keeping zod off the public
// pages' first download), the fields or the form say what went wrong, and what is sent has Latin digits.
type Form = ReturnType<typeof import('../src/lib/use-form-errors').useFormErrors>;
const signIn = { email: 'student1@kalam.test', password: 'Secret@2026' };

/** Submits as a form does, with `send` standing for the request; what submit answered. */
async function submitted(form: Form, input: unknown, send: (checked: unknown) => unknown = () => undefined) {
  let sent = false;
  await act(async () => {
    sent = await form.submit((s) => s.auth.passwordSignIn, input, send);
  });
  return sent;
}

describe('a form submit', () => {
  it('loads the schemas on first use, shows the errors by field and sends nothing until the input is good', async () => {
    const { useFormErrors } = await import('../src/lib/use-form-errors');
    const { result } = renderHook(() => useFormErrors());
    const send = vi.fn();
    expect(await submitted(result.current, { email: 'not-an-email', password: '' }, send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(Object.keys(result.current.errors).sort()).toEqual(['email', 'password']);
    expect(await submitted(result.current, signIn, send)).toBe(true);
    expect(send).toHaveBeenCalledWith(signIn);
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
    const send = vi.fn();
    expect(await submitted(result.current, signIn, send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(result.current.formError).toBe('تعذر الاتصال بالخادم. تحقق من الإنترنت.');
    reachable = true;
    vi.resetModules();
    expect(await submitted(result.current, signIn, send)).toBe(true);
    expect(send).toHaveBeenCalledWith(signIn);
    expect(result.current.formError).toBeUndefined();
    vi.doUnmock('@kalam/core/schemas/index');
    vi.doUnmock('../src/lib/error-messages');
  });

  it('sends codes, phones and numbers typed in Arabic-Indic or Persian digits as Latin', async () => {
    const { useFormErrors } = await import('../src/lib/use-form-errors');
    const { result } = renderHook(() => useFormErrors());
    const sent: unknown[] = [];
    const send = (checked: unknown) => void sent.push(checked);
    await act(async () => {
      await result.current.submit((s) => s.auth.verifyEmail, { code: '٤٩٢٩' }, send);
      await result.current.submit((s) => s.confirmationCode.verify, { phone: '٠١٠١٢٣٤٥٦٧٨', method: 1, code: '۴۹۲۹' }, send);
      await result.current.submit((s) => s.user.update, { phone: '٠١١ ٢٣٤٥ ٦٧٨٩', birthYear: '٢٠٠٥' }, send);
    });
    expect(sent).toEqual([{ code: '4929' }, { phone: '01012345678', method: 1, code: '4929' }, { phone: '01123456789', birthYear: 2005 }]);
    expect(result.current.errors).toEqual({});
  });

  it("shows the API's refusal by the fields it names, else as the form's message", async () => {
    const { useFormErrors } = await import('../src/lib/use-form-errors');
    const { ApiError } = await import('../src/lib/api');
    const { result } = renderHook(() => useFormErrors());
    const refuse = (err: Error) => () => Promise.reject(err);
    expect(await submitted(result.current, signIn, refuse(new ApiError('bad-request', 400, { email: 'invalid-email' })))).toBe(false);
    expect(result.current.errors).toEqual({ email: 'invalid-email' });
    expect(await submitted(result.current, signIn, refuse(new ApiError('busy-tutor', 409)))).toBe(false);
    await waitFor(() => expect(result.current.formError).toBe('المدرس مشغول في هذا الوقت.'));
    // a new submit starts without the last one's message
    expect(await submitted(result.current, signIn)).toBe(true);
    expect(result.current.formError).toBeUndefined();
  });

  it('sends once however often it is submitted while on its way, and again after', async () => {
    const { useFormErrors } = await import('../src/lib/use-form-errors');
    const { result } = renderHook(() => useFormErrors());
    let answer = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    let first = Promise.resolve(false);
    await act(async () => {
      first = result.current.submit((s) => s.auth.passwordSignIn, signIn, send);
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    });
    expect(await submitted(result.current, signIn, send)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer();
      expect(await first).toBe(true);
    });
    expect(await submitted(result.current, signIn, () => undefined)).toBe(true);
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
