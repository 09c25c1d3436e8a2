import type { TokenPayload } from '@kalam/core/api';
import type { Role } from '@kalam/core/enums';
import type { Db } from './db/client';
import type { tutors, users } from './db/schema';
import type { ResponseCache } from './lib/cache';
import type { FawryClient } from './lib/fawry/types';
import type { GoogleVerifier } from './lib/google';
import type { Images } from './lib/image';
import type { Mailer } from './lib/mailer';
import type { Messenger } from './lib/messenger';
import type { PasswordHasher } from './lib/password';
import type { PushSender } from './lib/push';
import type { Realtime } from './lib/realtime';
import type { BlobStore } from './lib/storage';
import type { VideoProvider } from './lib/video';

/** Everything the API reaches outside itself; production builds these from env, tests inject local ones. */
export interface Deps {
  db: Db;
  /** current time, UTC epoch ms */
  now: () => number;
  passwords: PasswordHasher;
  mailer: Mailer;
  messenger: Messenger;
  /** Web Push with the VAPID key from env (the dev/ push service locally); off without the key */
  push: PushSender;
  google: GoogleVerifier;
  storage: { uploads: BlobStore; receipts: BlobStore };
  /** the OpenAPI document: the file the web build wrote beside the SPA in the Worker, generated in Node tests */
  apiDocument: () => Promise<Response>;
  /** photos decoded and made anew: Cloudflare's Images binding (Miniflare's locally), a sharp stand-in in Node tests */
  images: Images;
  /** Fawry: production or staging from env, the dev/ sandbox locally and in tests */
  fawry: FawryClient;
  /** server events to inboxes and channels (PartyServer rooms in the Worker, recorded in tests) */
  realtime: Realtime;
  /** media grants for lesson and interview sessions: RealtimeKit in production, peer-to-peer locally and in tests */
  video: VideoProvider;
  /** response cache of public tutor answers, in the isolate's memory (survives across requests of one isolate) */
  cache: ResponseCache;
  config: AppConfig;
}

export interface AppConfig {
  /** origins allowed to call the API with credentials */
  corsOrigins: string[];
  environment: 'development' | 'test' | 'production';
  /** the development endpoints (mailbox) exist only with this local-only flag, whatever the environment says */
  devEndpoints: boolean;
  /** the one header the client's address is read from (lowercase) */
  clientIpHeader: string;
  /** HS256 key for bearer tokens */
  jwtSecret: string;
  /** origin of the web app, for links back from Fawry (3DS return, card added) and its notification URL */
  appUrl: string;
  /** WhatsApp reminders: template names by reminder kind, and the webhook's secrets (see whatsapp-reminders.ts) */
  whatsapp?: { templates?: Partial<Record<'24h' | '1h' | 'now', string>>; appSecret?: string; verifyToken?: string };
}

/** Who is calling: set by the access middleware for every request. */
export interface Caller {
  id: number;
  role: Role;
  /** the sign-in the request's token belongs to */
  signInId?: number;
}

/** The signed-in caller's account row with its tutor part, as the access check read it. */
/** The caller's account as the access check reads it (`accountColumns`): what `/user/current` shows, no secrets. */
export type Account = {
  users: Omit<typeof users.$inferSelect, 'password' | 'calendarToken' | 'createdAt' | 'updatedAt'> & { hasPassword: boolean };
  tutors: Pick<
    typeof tutors.$inferSelect,
    'bio' | 'about' | 'activated' | 'noticeMinutes' | 'nameAr' | 'nameLatin' | 'languages' | 'yearsTeaching' | 'certificates'
  > | null;
};
export type AppEnv = { Variables: { deps: Deps; requestId: string; caller: Caller | null; account: Account | null; token?: TokenPayload } };
