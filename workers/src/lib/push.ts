import { buildPushPayload } from '@block65/webcrypto-web-push';
import type { PushPayload } from '@kalam/core';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `gone`: the push service no longer knows the subscription (404/410), so it should be forgotten. */
export type PushResult = 'sent' | 'gone' | 'failed';

export interface PushSender {
  /** VAPID public key (base64url, uncompressed point) the browser subscribes with; null when push is off */
  publicKey: string | null;
  send(to: PushTarget, payload: PushPayload): Promise<PushResult>;
}

export const pushDisabled: PushSender = { publicKey: null, send: async () => 'failed' };

/**
 * Web Push: aes128gcm payload encryption (RFC 8291) and `vapid` authorisation (RFC 8292) by
 * @block65/webcrypto-web-push on Web Crypto, which workerd has. Keys are base64url, as web-push tools print them.
 * Plain-http endpoints are refused unless `allowHttp` (the local push service stand-in).
 */
export function webPush(opts: { publicKey: string; privateKey: string; subject: string; allowHttp?: boolean; fetch?: typeof fetch }): PushSender {
  const send = opts.fetch ?? ((input, init) => fetch(input, init));
  return {
    publicKey: opts.publicKey,
    async send(to, payload) {
      const local = to.endpoint.startsWith('http://');
      if (local && !opts.allowHttp) return 'gone';
      try {
        // the library signs for https endpoints only; the local stand-in speaks http and accepts the https audience
        const subscription = { endpoint: local ? to.endpoint.replace(/^http:/, 'https:') : to.endpoint, expirationTime: null, keys: { p256dh: to.p256dh, auth: to.auth } };
        const req = await buildPushPayload({ data: { ...payload }, options: { ttl: 3600, urgency: 'high', ...(payload.tag ? { topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) } : {}) } },
          subscription, { subject: opts.subject, publicKey: opts.publicKey, privateKey: opts.privateKey });
        const res = await send(to.endpoint, { method: 'POST', headers: req.headers, body: req.body });
        if (res.status === 404 || res.status === 410) return 'gone';
        if (!res.ok) console.error(`push: ${res.status} from the push service`);
        return res.ok ? 'sent' : 'failed';
      } catch (err) {
        console.error('push: not sent', err);
        return 'failed';
      }
    },
  };
}
