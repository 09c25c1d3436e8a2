import { createExecutionContext, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { servePage } from '../src/pages';
import { allowConsoleError } from '../test/console-error';
import { db, env } from './helpers';

// Pages as the deployed Worker answers them (the built SPA and renderer): never an unhandled error, every HTML answer
// with the security headers, links and the cache independent of the request's Host.
const ORIGIN = 'https://kalam.example'; // APP_URL (wrangler.toml, as in production)

function expectHtmlHeaders(res: Response, what: string) {
  expect(res.headers.get('content-type'), what).toMatch(/^text\/html/);
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp, what).toMatch(/script-src 'self'/);
  expect(csp, what).toMatch(/frame-ancestors 'self'/);
  expect(res.headers.get('x-frame-options'), what).toBe('SAMEORIGIN');
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];

describe('rendered pages', () => {
  it('answer odd tutor ids with the 404 page and its headers, never a crash', async () => {
    for (const id of ['99999999999999999999', '1e21', '9007199254740993', '0x10', '-3', '1.5']) {
      const res = await SELF.fetch(`http://kalam.test/t/${id}`);
      expect(res.status, id).toBe(404);
      expectHtmlHeaders(res, id);
      expect(await res.text(), id).toContain('dir="rtl"');
    }
  });

  it('answer a failure behind a page with the app’s shell and its headers, never cached', async () => {
    const { rows } = await db.execute('select user_id from tutors where activated = 1 order by user_id desc limit 1');
    const id = Number(rows[0]!.user_id);
    const ctx = createExecutionContext();
    const failingApi = async () => Response.json({ code: 'unexpected' }, { status: 500 });
    allowConsoleError(/^page not rendered \/t\/\d+/);
    const res = await servePage(new Request(`http://kalam.test/t/${id}?failing`), env, ctx, failingApi);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(500);
    expectHtmlHeaders(res, 'failure');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('id="root"');
    // the next visitor gets the real page: the failure was not kept
    const again = await SELF.fetch(`http://kalam.test/t/${id}?failing`);
    expect(again.status).toBe(200);
  });

  it('name the configured origin in canonical and share links, and the cached page is the same whatever Host asked first', async () => {
    const forged = await SELF.fetch('http://evil.example/pricing?from=host-test', { headers: { host: 'evil.example' } });
    expect(forged.status).toBe(200);
    const forgedHtml = await forged.text();
    expect(canonicalOf(forgedHtml)).toBe(`${ORIGIN}/pricing`);
    expect(forgedHtml).not.toContain('evil.example');

    const later = await SELF.fetch('http://kalam.test/pricing?from=host-test');
    expect(later.headers.get('x-page-cache')).toBe('hit');
    const html = await later.text();
    expect(html).toBe(forgedHtml);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/pricing">`);
  });

  it('name the configured origin in robots.txt and the sitemap', async () => {
    const robots = await (await SELF.fetch('http://evil.example/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const sitemap = await (await SELF.fetch('http://evil.example/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(sitemap).not.toContain('evil.example');
  });
});

describe('static HTML files', () => {
  it('/offline.html carries the pages’ security headers', async () => {
    const res = await SELF.fetch('http://kalam.test/offline.html');
    expect(res.status).toBe(200);
    expectHtmlHeaders(res, '/offline.html');
    expect(await res.text()).toContain('أنت غير متصل بالإنترنت');
  });
});

describe('the local cron trigger', () => {
  const trigger = (headers: Record<string, string> = {}) =>
    SELF.fetch(`http://kalam.test/api/__scheduled?cron=${encodeURIComponent('*/5 * * * *')}&time=${Date.now()}`, { headers });

  it('refuses a request without its secret, or with another, even with the development flag on', async () => {
    expect((await trigger()).status).toBe(404);
    expect((await trigger({ authorization: 'Bearer wrong-secret-of-the-same-length-0123456789abc' })).status).toBe(404);
    expect((await trigger({ authorization: env.LOCAL_TRIGGER_SECRET! })).status).toBe(404);
  });

  it('runs the jobs for the local stack’s ticker, which holds the secret', async () => {
    const res = await trigger({ authorization: `Bearer ${env.LOCAL_TRIGGER_SECRET}` });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});
