import { createECDH, type ECDH, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import ece from 'http_ece';
import { importJWK, jwtVerify } from 'jose';

// A local stand-in for a browser vendor's push service (FCM, Mozilla autopush): it hands out subscriptions, checks
// the VAPID authorisation of each push (RFC 8292), decrypts the payload with the subscription's keys (RFC 8291) and
// keeps what arrived, shown at its root page. Browsers cannot be pointed at it, so tests subscribe through it.

export interface PushKeys {
  ecdh: ECDH;
  /** base64url public key and auth secret, as PushSubscription.toJSON() gives them */
  p256dh: string;
  auth: string;
}

export interface ReceivedPush {
  subscriptionId: string;
  payload: unknown;
  at: number;
  ttl: string | null;
  urgency: string | null;
}

export interface PushService {
  url: string;
  /** a new subscription for an application server key (base64url), as `pushManager.subscribe()` would answer */
  subscribe(applicationServerKey: string): { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
  /** the push service forgets it: pushes to it answer 410 Gone from now on */
  expire(id: string): void;
  received: ReceivedPush[];
  close(): Promise<void>;
}

const b64url = (b: Buffer) => b.toString('base64url');

/** A subscription's key pair and auth secret, as a browser makes them. */
export function newPushKeys(): PushKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: b64url(ecdh.getPublicKey()), auth: b64url(randomBytes(16)) };
}

/** An aes128gcm push body decrypted with the receiving subscription's keys. */
export function decryptPush(body: Buffer, keys: PushKeys): string {
  return ece
    .decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: Buffer.from(keys.auth, 'base64url') })
    .toString('utf8');
}

/** A VAPID key pair as the Worker wants it (base64url public point and private scalar), made once by `npm start`. */
export function newVapidKeys(): { publicKey: string; privateKey: string } {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { x, y, d } = privateKey.export({ format: 'jwk' });
  return {
    publicKey: b64url(Buffer.concat([Buffer.from([4]), Buffer.from(x!, 'base64url'), Buffer.from(y!, 'base64url')])),
    privateKey: d!,
  };
}

/** RFC 8292: `vapid t=<JWT signed with the key>, k=<the public key the subscription was made for>`, audience our origin. */
async function vapidValid(header: string | undefined, expectedKey: string, origin: string): Promise<boolean> {
  const m = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m || m[2] !== expectedKey) return false;
  const raw = Buffer.from(m[2], 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return false;
  const key = await importJWK({ kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) }, 'ES256');
  try {
    // the Worker's push library signs for https origins only; this http stand-in is that origin served locally
    const { payload } = await jwtVerify(m[1]!, key, { audience: origin });
    return (
      typeof payload.sub === 'string' && /^(mailto:|https:)/.test(payload.sub) && (payload.exp ?? 0) * 1000 <= Date.now() + 24 * 3600_000
    );
  } catch {
    return false;
  }
}

export async function startPushService(opts: { port?: number; quiet?: boolean } = {}): Promise<PushService> {
  const subs = new Map<string, { keys: PushKeys; serverKey: string; gone: boolean }>();
  const received: ReceivedPush[] = [];
  let url = '';
  const server = createServer(
    (req, res) =>
      void handle(req, res).catch((err: unknown) => {
        if (!opts.quiet) console.error('[push]', err);
        res.writeHead(500).end();
      }),
  );

  const subscribe: PushService['subscribe'] = (applicationServerKey) => {
    const id = randomBytes(12).toString('hex');
    const keys = newPushKeys();
    subs.set(id, { keys, serverKey: applicationServerKey, gone: false });
    return { id, endpoint: `${url}/push/${id}`, keys: { p256dh: keys.p256dh, auth: keys.auth } };
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', url).pathname;
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    // pages of the app subscribe from another origin (tests): allow it, as a real push service is reached by the browser
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'content-type');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method === 'POST' && path === '/subscribe') {
      const { applicationServerKey } = JSON.parse(body.toString() || '{}') as { applicationServerKey?: string };
      if (!applicationServerKey) return void res.writeHead(400).end();
      return void res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(subscribe(applicationServerKey)));
    }
    const push = /^\/push\/([0-9a-f]+)$/.exec(path);
    if (req.method === 'POST' && push) {
      const sub = subs.get(push[1]!);
      if (!sub || sub.gone) return void res.writeHead(410).end();
      if (!(await vapidValid(req.headers.authorization, sub.serverKey, url))) return void res.writeHead(403).end('bad VAPID authorization');
      if (req.headers['content-encoding'] !== 'aes128gcm') return void res.writeHead(415).end();
      const text = decryptPush(body, sub.keys);
      let payload: unknown = text;
      try {
        payload = JSON.parse(text);
      } catch {
        /* a plain-text push stays text */
      }
      received.push({
        subscriptionId: push[1]!,
        payload,
        at: Date.now(),
        ttl: String(req.headers.ttl ?? '') || null,
        urgency: String(req.headers.urgency ?? '') || null,
      });
      if (!opts.quiet) console.log(`[push] to ${push[1]}: ${text}`);
      return void res.writeHead(201, { location: `${url}/message/${received.length}` }).end();
    }
    if (req.method === 'GET' && path === '/messages')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
    if (req.method === 'GET' && path === '/') {
      const rows = received
        .slice()
        .reverse()
        .map(
          (r) =>
            `<li><time>${new Date(r.at).toISOString()}</time> <code>${r.subscriptionId.slice(0, 8)}</code> ${escapeHtml(JSON.stringify(r.payload))}</li>`,
        )
        .join('');
      return void res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><meta charset="utf-8"><title>Local push service</title><h1>Pushes received (decrypted)</h1><ul>${rows || '<li>none yet</li>'}</ul>`,
        );
    }
    res.writeHead(404).end();
  }

  await new Promise<void>((ok) => server.listen(opts.port ?? 0, '127.0.0.1', ok));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : opts.port}`;
  return {
    url,
    subscribe,
    expire: (id) => void (subs.get(id) && (subs.get(id)!.gone = true)),
    received,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
