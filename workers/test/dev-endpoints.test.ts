import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { makeTestApp } from './helpers';

// The development mailbox exists only with the local-only flag `npm start` and the tests set, whatever APP_ENV says.
let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const secret = 'a-production-secret-of-forty-characters!';
const outboxWith = async (vars: Parameters<typeof configFromEnv>[0]) =>
  (await createApp({ ...t.deps, config: configFromEnv(vars) })).request('/api/v1/dev/outbox');

describe('development endpoints', () => {
  it('answer 404 in the production configuration, and for any APP_ENV without the flag', async () => {
    for (const APP_ENV of [undefined, 'production', 'development', 'test'] as const) {
      const res = await outboxWith({ JWT_SECRET: secret, APP_ENV, APP_URL: 'https://kalam.example' });
      expect(res.status, String(APP_ENV)).toBe(404);
      expect(await res.json()).toEqual({ code: 'not-found' });
    }
    expect((await outboxWith({ JWT_SECRET: secret, APP_ENV: 'development', DEV_ENDPOINTS: 'true' })).status).toBe(404);
  });

  it('answer the mailbox with the local-only flag', async () => {
    const res = await outboxWith({ JWT_SECRET: secret, APP_ENV: 'production', APP_URL: 'https://kalam.example', DEV_ENDPOINTS: '1' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ list: expect.any(Array) });
  });
});
