import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

// `wrangler dev`'s front proxy (patches/wrangler+*.patch): a GET whose forward to the Worker fails is sent again at once,
// and a request with a body once more while the same runtime answers. Unpatched, the GET waited for the next request to
// arrive (a browser's page load held until a test timed out) and the POST got a 503 its Worker never saw.
const file = resolve(import.meta.dirname, '../../node_modules/wrangler/wrangler-dist/ProxyWorker.js');
const { ProxyWorker } = (await import(pathToFileURL(file).href)) as {
  ProxyWorker: new (
    state: unknown,
    env: unknown,
  ) => {
    fetch(request: Request): Promise<Response>;
    processProxyControllerRequest(request: unknown): Response;
  };
};

// workerd's Headers has getAll for Set-Cookie; Node's has getSetCookie
const headers = Headers.prototype as Headers & { getAll?: (name: string) => string[] };
headers.getAll ??= function (this: Headers) {
  return this.getSetCookie();
};

const lost = () => Promise.reject(new Error('Network connection lost.'));

function playingProxy() {
  const proxy = new ProxyWorker({ getWebSockets: () => [] }, { PROXY_CONTROLLER_AUTH_SECRET: 'secret' });
  const proxyData = { userWorkerUrl: { protocol: 'http:', hostname: '127.0.0.1', port: '8799' }, headers: {} };
  proxy.processProxyControllerRequest({ cf: { hostMetadata: { type: 'play', proxyData } } });
  return proxy;
}

/** The answer, or 'no answer' if none came within a second (unpatched, it never comes). */
function within(answer: Promise<Response>) {
  const wait = new Promise<string>((done) => setTimeout(() => done('no answer'), 1_000));
  return Promise.race([answer.then(async (res) => `${res.status} ${await res.text()}`), wait]);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('wrangler dev proxy', () => {
  it('answers a GET whose first forward lost its connection', async () => {
    const forward = vi.fn().mockImplementationOnce(lost).mockResolvedValue(new Response('console.log(1)'));
    vi.stubGlobal('fetch', forward);

    expect(await within(playingProxy().fetch(new Request('http://127.0.0.1:4100/assets/shell-abc.js')))).toBe('200 console.log(1)');
    expect(forward).toHaveBeenCalledTimes(2);
    expect(String(forward.mock.calls[1]?.[0])).toBe('http://127.0.0.1:8799/assets/shell-abc.js');
  });

  it('gives up on a GET after three failed forwards with a 502, not a wait', async () => {
    const forward = vi.fn(lost);
    vi.stubGlobal('fetch', forward);

    expect(await within(playingProxy().fetch(new Request('http://127.0.0.1:4100/tutors')))).toBe(
      '502 The local Worker did not answer: Network connection lost.',
    );
    expect(forward).toHaveBeenCalledTimes(3);
  });

  it('sends a POST once more when the same runtime closed the connection before reading it', async () => {
    const forward = vi
      .fn()
      .mockImplementationOnce(lost)
      .mockImplementation(async (_url: URL, sent: Request) => new Response(await sent.text()));
    vi.stubGlobal('fetch', forward);

    const request = new Request('http://127.0.0.1:4100/api/v1/auth/login', { method: 'POST', body: '{"email":"a@b.c"}' });
    expect(await within(playingProxy().fetch(request))).toBe('200 {"email":"a@b.c"}');
    expect(forward).toHaveBeenCalledTimes(2);
  });

  it('sends a POST at most twice, then answers 503', async () => {
    const forward = vi.fn(lost);
    vi.stubGlobal('fetch', forward);

    const answer = await within(playingProxy().fetch(new Request('http://127.0.0.1:4100/api/v1/lesson', { method: 'POST', body: '{}' })));
    expect(answer).toMatch(/^503 /);
    expect(forward).toHaveBeenCalledTimes(2);
  });

  it('does not send a POST again while the runtime reloads', async () => {
    const proxy = playingProxy();
    const forward = vi.fn(async () => {
      proxy.processProxyControllerRequest({ cf: { hostMetadata: { type: 'pause' } } });
      throw new Error('Network connection lost.');
    });
    vi.stubGlobal('fetch', forward);

    const answer = await within(proxy.fetch(new Request('http://127.0.0.1:4100/api/v1/lesson', { method: 'POST', body: '{}' })));
    expect(answer).toMatch(/^503 /);
    expect(forward).toHaveBeenCalledTimes(1);
  });
});
