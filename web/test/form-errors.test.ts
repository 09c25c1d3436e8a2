import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The shared schemas load on a form's first check (keeping zod off the public pages' first download).
describe('form checks with lazily loaded schemas', () => {
  it('loads the schemas on first use and answers errors by field', async () => {
    const { useFormErrors } = await import('../src/lib/use-form-errors');
    const { result } = renderHook(() => useFormErrors());
    let ok = true;
    await act(async () => {
      ok = await result.current.check((s) => s.auth.passwordSignIn, { email: 'not-an-email', password: '' });
    });
    expect(ok).toBe(false);
    expect(Object.keys(result.current.errors).sort()).toEqual(['email', 'password']);
    await act(async () => {
      ok = await result.current.check((s) => s.auth.passwordSignIn, { email: 'student1@kalam.test', password: 'Secret@2026' });
    });
    expect(ok).toBe(true);
    expect(result.current.errors).toEqual({});
  });

  it('says the connection failed when the schemas cannot be downloaded, and tries again on the next submit', async () => {
    vi.resetModules();
    let reachable = false;
    vi.doMock('@kalam/core/schemas/index', async (original) => {
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
      return original();
    });
    const { useFormErrors } = await import('../src/lib/use-form-errors');
    const { t } = (await import('../src/lib/i18n')).default;
    const { result } = renderHook(() => useFormErrors());
    let ok = true;
    await act(async () => {
      ok = await result.current.check((s) => s.auth.passwordSignIn, { email: 'student1@kalam.test', password: 'Secret@2026' });
    });
    expect(ok).toBe(false);
    expect(result.current.formError).toBe(t('errors.api.network'));
    reachable = true;
    vi.resetModules();
    await act(async () => {
      ok = await result.current.check((s) => s.auth.passwordSignIn, { email: 'student1@kalam.test', password: 'Secret@2026' });
    });
    expect(ok).toBe(true);
    expect(result.current.formError).toBeUndefined();
    vi.doUnmock('@kalam/core/schemas/index');
  });
});
