import { API_DOCUMENT_PATH } from '@kalam/core/routes/docs';
import { createClient } from '@libsql/client/http';
import { configFromEnv } from './config';
import { createDb } from './db/client';
import type { Deps } from './deps';
import type { Env } from './env';
import { loadArgon2id } from './lib/argon2-workerd';
import { memoryCache } from './lib/cache';
import { fawryClient, fawryDisabled, parseInstallmentPlans } from './lib/fawry';
import { googleDisabled, googleVerifier } from './lib/google';
import { httpMailer, outboxMailer } from './lib/mailer';
import { outboxMessenger, providerMessenger } from './lib/messenger';
import { partyRealtime } from './lib/party-realtime';
import { createPasswordHasher } from './lib/password';
import { pushDisabled, webPush } from './lib/push';
import { realtimekitClient } from './lib/realtimekit';
import { r2Store } from './lib/storage';
import { type IceServer, p2pVideo, parseIceServers, REALTIMEKIT_PRESETS, realtimekitVideo } from './lib/video';

/** What may be shared by every request of an isolate: no I/O objects, only compiled code and caches of pure data. */
const sharedByEnv = new WeakMap<Env, Pick<Deps, 'passwords' | 'google'> & { iceServers: IceServer[] }>();

/** Cached public answers: plain strings in this isolate's memory, so they outlive the request that stored them. */
// room for every tutor profile of a large catalogue (~1.5 KB each) besides list pages; tens of MB at most of the 128 MB
const responseCache = memoryCache({ maxEntries: 20_000, maxChars: 12_000_000 });

/** Production deps from env, built per request (workerd refuses I/O objects shared between requests). */
export function depsFromEnv(env: Env): Deps {
  let shared = sharedByEnv.get(env);
  if (!shared) {
    shared = {
      passwords: createPasswordHasher(loadArgon2id),
      google: env.GOOGLE_CLIENT_ID ? googleVerifier({ clientId: env.GOOGLE_CLIENT_ID }) : googleDisabled,
      iceServers: parseIceServers(env.ICE_SERVERS),
    };
    sharedByEnv.set(env, shared);
  }
  const client = createClient({ url: env.LIBSQL_URL, authToken: env.LIBSQL_AUTH_TOKEN });
  if (!env.JWT_SECRET || env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be set (32 characters or more)');
  const db = createDb(client);
  const now = () => Date.now();
  return {
    db,
    now,
    passwords: shared.passwords,
    mailer:
      env.EMAIL_API_URL && env.EMAIL_API_KEY
        ? httpMailer(db, now, {
            url: env.EMAIL_API_URL,
            apiKey: env.EMAIL_API_KEY,
            from: env.EMAIL_FROM ?? 'Kalam <no-reply@kalam.example>',
          })
        : outboxMailer(db, now),
    messenger:
      env.WHATSAPP_TOKEN || env.TELEGRAM_GATEWAY_TOKEN
        ? providerMessenger(db, now, {
            whatsapp:
              env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
                ? {
                    token: env.WHATSAPP_TOKEN,
                    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
                    template: env.WHATSAPP_CODE_TEMPLATE ?? 'kalam_code',
                  }
                : undefined,
            telegram: env.TELEGRAM_GATEWAY_TOKEN ? { token: env.TELEGRAM_GATEWAY_TOKEN } : undefined,
          })
        : outboxMessenger(db, now),
    push:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? webPush({
            publicKey: env.VAPID_PUBLIC_KEY,
            privateKey: env.VAPID_PRIVATE_KEY,
            subject: env.VAPID_SUBJECT ?? 'mailto:support@kalam.example',
            localOrigin: env.LOCAL_PUSH_ORIGIN,
          })
        : pushDisabled,
    storage: { uploads: r2Store(env.UPLOADS), receipts: r2Store(env.RECEIPTS) },
    images: env.IMAGES,
    apiDocument: () => env.ASSETS.fetch(new Request(`https://assets.invalid${API_DOCUMENT_PATH}`)),
    google: shared.google,
    realtime: partyRealtime(env),
    cache: responseCache,
    video:
      env.REALTIMEKIT_ACCOUNT_ID && env.REALTIMEKIT_APP_ID && env.REALTIMEKIT_API_TOKEN
        ? realtimekitVideo({
            db,
            now,
            client: realtimekitClient({
              accountId: env.REALTIMEKIT_ACCOUNT_ID,
              appId: env.REALTIMEKIT_APP_ID,
              apiToken: env.REALTIMEKIT_API_TOKEN,
              baseUrl: env.REALTIMEKIT_BASE_URL,
            }),
            presets: {
              host: env.REALTIMEKIT_TUTOR_PRESET ?? REALTIMEKIT_PRESETS.host,
              guest: env.REALTIMEKIT_STUDENT_PRESET ?? REALTIMEKIT_PRESETS.guest,
            },
          })
        : p2pVideo(shared.iceServers),
    fawry:
      env.FAWRY_BASE_URL && env.FAWRY_MERCHANT_CODE && env.FAWRY_SECURE_KEY
        ? fawryClient({
            baseUrl: env.FAWRY_BASE_URL,
            merchantCode: env.FAWRY_MERCHANT_CODE,
            secureKey: env.FAWRY_SECURE_KEY,
            accountNumber: env.FAWRY_ACCOUNT_NUMBER,
            installmentPlans: parseInstallmentPlans(env.FAWRY_INSTALLMENT_PLANS),
          })
        : fawryDisabled,
    config: configFromEnv(env),
  };
}
