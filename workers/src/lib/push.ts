import type { PushPayload } from '@kalam/core/notifications';
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

/** An https endpoint of a browser vendor's push service, or one on the configured local service's exact origin. */
function allowedEndpoint(endpoint: string, localOrigin: string | undefined): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (localOrigin && url.origin === new URL(localOrigin).origin) return true;
  return url.protocol === 'https:' && PUSH_SERVICE.test(url.hostname);
}

export const pushDisabled: PushSender = { publicKey: null, send: async () => 'failed' };

/**
 * Web Push: aes128gcm payload encryption (RFC 8291) and `vapid` authorisation (RFC 8292) by
 * web-push-neo (web-push's protocol on Web Crypto and fetch, which workerd has). Keys are base64url, as web-push tools print them.
 * Only browsers' push services are posted to; plain http only to `localOrigin`, the local stand-in's exact origin.
 */
export function webPush(opts: {
  publicKey: string;
  privateKey: string;
  subject: string;
  /** the local push service (`http://127.0.0.1:port`): the one plain-http origin pushes may go to */
  localOrigin?: string;
  fetch?: typeof fetch;
}): PushSender {
  const send = opts.fetch ?? ((input, init) => fetch(input, init));
  return {
    publicKey: opts.publicKey,
    async send(to, payload) {
      if (!allowedEndpoint(to.endpoint, opts.localOrigin)) return 'gone';
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
