import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from '../src/routes/contact-request';
import { makeTestApp } from './helpers';

const valid = {
  name: 'منى أحمد',
  email: 'mona@example.com',
  phone: '01012345678',
  source: 'sfb',
  title: 'سؤال عن الباقات',
  message: 'أريد أن أعرف الفرق بين الباقة المتقدمة والاحترافية.',
};

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ seed: false });
});
afterEach(() => t.close());

async function rows() {
  return (await t.client.execute('select name, email, phone, source, title, message, ip from contact_requests')).rows;
}

describe('POST /contact-request/', () => {
  it('stores a valid request and answers 201 with its id', async () => {
    const res = await t.json('/contact-request/', valid, { headers: { 'cf-connecting-ip': '203.0.113.9' } });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.id).toBeGreaterThan(0);
    const [row] = await rows();
    expect(row).toMatchObject({ name: valid.name, email: valid.email, title: valid.title, source: 'sfb', ip: '203.0.113.9' });
  });

  it('rejects a 3-character title with its field code and stores nothing', async () => {
    const res = await t.json('/contact-request/', { ...valid, title: 'abc' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'bad-request', errors: { title: 'short-contact-title' } });
    expect(await rows()).toHaveLength(0);
  });

  it('names every bad field at once', async () => {
    const res = await t.json('/contact-request/', { name: 'x1', email: 'nope', phone: '0991', title: 'a'.repeat(129), message: 'short' });
    const body = await res.json();
    expect(body.code).toBe('bad-request');
    expect(body.errors).toMatchObject({
      email: 'invalid-email',
      phone: 'invalid-phone',
      title: 'long-contact-title',
      message: 'short-contact-message',
    });
  });

  it('answers an empty body with empty-request', async () => {
    const res = await t.json('/contact-request/', {});
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('empty-request');
  });

  it('limits requests per address with 429 too-many-requests', async () => {
    const headers = { 'cf-connecting-ip': '198.51.100.7' };
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      expect((await t.json('/contact-request/', valid, { headers })).status).toBe(201);
    }
    const limited = await t.json('/contact-request/', valid, { headers });
    expect(limited.status).toBe(429);
    expect((await limited.json()).code).toBe('too-many-requests');
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // another address is not slowed down
    expect((await t.json('/contact-request/', valid, { headers: { 'cf-connecting-ip': '198.51.100.8' } })).status).toBe(201);
    expect(await rows()).toHaveLength(CONTACT_RATE_LIMIT.limit + 1);
  });
});
