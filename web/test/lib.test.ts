import { STORAGE_KEYS } from '@kalam/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, api, setAuthFailureHandler } from '../src/lib/api';
import { formatMinutes, formatMoney, formatNumber } from '../src/lib/format';
import { tokenStore } from '../src/lib/token-store';
import { mockFetch } from './render';

describe('the api client', () => {
  it('sends JSON with credentials, query parameters and the bearer token', async () => {
    tokenStore.set('tok-123', true);
    const calls = mockFetch(() => ({ body: { list: [], total: 0 } }));
    await api.get('/topic/list', { query: { page: 2, size: undefined } });
    await api.post('/contact-request', { body: { name: 'منى', email: 'mona@example.com', title: 'سؤال', message: 'عن الأسعار' } });
    expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe('/api/v1/topic/list?page=2');
    const headers = calls[1]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer tok-123');
    expect(headers['content-type']).toBe('application/json');
    expect(calls[1]!.init.credentials).toBe('include');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-123');
    tokenStore.clear();
  });

  it("fills path parameters from the definition's names, encoded", async () => {
    const calls = mockFetch(() => ({ body: {} }));
    await api.get('/coupon/code/:code', { params: { code: 'EID 25' } });
    await api.delete('/lesson/:id', { params: { id: 7 } });
    expect(calls.map((c) => `${c.init.method} ${c.url.pathname}`)).toEqual(['GET /api/v1/coupon/code/EID%2025', 'DELETE /api/v1/lesson/7']);
  });

  it('keeps the token for the session only when not remembered', () => {
    tokenStore.set('short', false);
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe('short');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    tokenStore.clear();
    expect(tokenStore.get()).toBeNull();
  });

  it('turns the error envelope into an ApiError with its code and field errors', async () => {
    mockFetch(() => ({ status: 400, body: { code: 'bad-request', errors: { title: 'short-contact-title' } } }));
    const err = await api.post('/contact-request', { body: {} as never }).catch((e: ApiError) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'bad-request', status: 400, errors: { title: 'short-contact-title' } });
  });

  it('keeps a non-catalogue error raw and calls the auth-failure handler on 401', async () => {
    const onFailure = vi.fn();
    setAuthFailureHandler(onFailure);
    mockFetch(() => ({ status: 401, body: { message: 'nope' } }));
    const err = (await api.get('/user/current').catch((e: ApiError) => e)) as ApiError;
    expect(err.code).toBe('unauthenticated');
    expect(err.cause).toEqual({ message: 'nope' });
    expect(onFailure).toHaveBeenCalledOnce();
    mockFetch(() => ({ status: 403, body: { code: 'forbidden' } }));
    await api.get('/user/list').catch(() => {});
    expect(onFailure).toHaveBeenCalledTimes(2);
    setAuthFailureHandler(undefined);
  });
});

describe('ar-EG formatting', () => {
  it('writes numbers with Arabic digits and money in Egyptian pounds from piasters', () => {
    expect(formatNumber(1250)).toBe('١٬٢٥٠');
    expect(formatMoney(60000)).toMatch(/٦٠٠/);
    expect(formatMoney(60000)).toMatch(/ج\.م\.‏|EGP/);
    expect(formatMoney(12050)).toMatch(/١٢٠٫٥/);
  });

  it('writes weekly minutes in hours and minutes', () => {
    expect(formatMinutes(60)).toBe('ساعة');
    expect(formatMinutes(120)).toBe('ساعتين');
    expect(formatMinutes(90)).toBe('ساعة و٣٠ دقيقة');
    expect(formatMinutes(240)).toBe('٤ ساعات');
  });
});

describe('the log buffer', () => {
  it('keeps console warnings and errors and uncaught errors, the last 500 lines only', async () => {
    const { installLogCapture, logText } = await import('../src/lib/log');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(console.error).mockImplementation(() => {}); // this test's own error, expected
    installLogCapture();
    for (let i = 0; i < 510; i++) console.warn(`warning ${i}`);
    console.error('something broke');
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('uncaught boom'), message: 'uncaught boom' }));
    const text = logText();
    expect(text).toMatch(/\[warn\] warning 509/);
    expect(text).not.toMatch(/warning 10\b/);
    expect(text).toMatch(/\[error\] something broke/);
    expect(text).toMatch(/\[uncaught\] Error: uncaught boom/);
    expect(text.split('\n').filter((l) => /^\d{4}-/.test(l))).toHaveLength(500);
  });
});
