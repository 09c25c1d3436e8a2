import type { PushPayload } from '@kalam/core';
import { generateRequestDetails } from 'web-push-neo';

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

// Browsers' push services: the Worker never posts to a host a user typed into a subscription.
const PUSH_SERVICE = /(^|\.)(fcm\.googleapis\.com|push\.services\.mozilla\.com|notify\.windows\.com|push\.apple\.com)$/;

export const pushDisabled: PushSender = { publicKey: null, send: async () => 'failed' };

/**
 * Web Push: aes128gcm payload encryption (RFC 8291) and `vapid` authorisation (RFC 8292) by
 * web-push-neo (web-push's protocol on Web Crypto and fetch, which workerd has). Keys are base64url, as web-push tools print them.
 * Only browsers' push services are posted to; plain-http endpoints only with `allowHttp` (the local stand-in).
 */
export function webPush(opts: {
  publicKey: string;
  privateKey: string;
  subject: string;
  allowHttp?: boolean;
  fetch?: typeof fetch;
}): PushSender {
  const send = opts.fetch ?? ((input, init) => fetch(input, init));
  return {
    publicKey: opts.publicKey,
    async send(to, payload) {
      const local = to.endpoint.startsWith('http://');
      if (local ? !opts.allowHttp : !PUSH_SERVICE.test(new URL(to.endpoint).hostname)) return 'gone';
      try {
        const subscription = { endpoint: to.endpoint, keys: { p256dh: to.p256dh, auth: to.auth } };
        const req = await generateRequestDetails(subscription, JSON.stringify(payload), {
          TTL: 3600,
          urgency: 'high',
          vapidDetails: { subject: opts.subject, publicKey: opts.publicKey, privateKey: opts.privateKey },
          ...(payload.tag ? { topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) } : {}),
        });
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
