/** Bindings and variables of the Worker (wrangler.toml + secrets). */
export interface Env {
  APP_ENV?: 'development' | 'test' | 'production';
  /** "1" only where `npm start`, the tests and the test stacks run: turns on the development endpoints (mailbox) */
  DEV_ENDPOINTS?: string;
  /** the local stack's secret for its cron ticker's trigger (`/api/__scheduled`, with DEV_ENDPOINTS); never set in production */
  LOCAL_TRIGGER_SECRET?: string;
  /** the local push service's exact origin, the only plain-http push endpoint allowed; never set in production */
  LOCAL_PUSH_ORIGIN?: string;
  /** the one request header that carries the client's address; default `cf-connecting-ip` (Cloudflare sets it) */
  CLIENT_IP_HEADER?: string;
  LIBSQL_URL: string;
  LIBSQL_AUTH_TOKEN?: string;
  CORS_ORIGINS?: string;
  /** HS256 key for bearer tokens, 32+ characters */
  JWT_SECRET: string;
  /** HTTP email API; without it mail stays in the outbox (local) */
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
  /** Google sign-in (OAuth client id); off when absent */
  GOOGLE_CLIENT_ID?: string;
  /** WhatsApp Cloud API and Telegram Gateway for phone codes; codes stay in the outbox when absent */
  WHATSAPP_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  WHATSAPP_CODE_TEMPLATE?: string;
  TELEGRAM_GATEWAY_TOKEN?: string;
  /** WhatsApp reminder templates (Arabic, approved in WhatsApp Manager) for 24 h, 1 h and "starting now"; reminders by WhatsApp are off without the token */
  WHATSAPP_REMINDER_TEMPLATES?: string;
  /** Meta app secret: checks X-Hub-Signature-256 on WhatsApp webhooks (a secret) */
  WHATSAPP_APP_SECRET?: string;
  /** token Meta echoes when the webhook is registered (GET hub.verify_token) */
  WHATSAPP_VERIFY_TOKEN?: string;
  /** Graph API origin + version; default Meta's, the local fake in tests */
  WHATSAPP_API_BASE_URL?: string;
  /** Web Push VAPID key pair, base64url (P-256 public point, private scalar — a secret); push is off without them */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** VAPID contact the push services may write to, mailto: or https: */
  VAPID_SUBJECT?: string;
  /** the app's one public origin: every link it sends and every page's canonical address; required in production */
  APP_URL?: string;
  /** Fawry API origin (staging, production, or the local sandbox); payments are off unless this, the code and the key are set */
  FAWRY_BASE_URL?: string;
  /** merchant code Fawry gave us */
  FAWRY_MERCHANT_CODE?: string;
  /** secure key that signs Fawry requests and notifications (a secret) */
  FAWRY_SECURE_KEY?: string;
  /** merchant account number (`accNo`) for Fawry's hosted add-card page */
  FAWRY_ACCOUNT_NUMBER?: string;
  /** installment plan ids by months, "3:id,6:id" */
  FAWRY_INSTALLMENT_PLANS?: string;
  /** Cloudflare RealtimeKit for lesson video; without the account, app and token, calls are peer-to-peer WebRTC */
  REALTIMEKIT_ACCOUNT_ID?: string;
  REALTIMEKIT_APP_ID?: string;
  /** Cloudflare API token with the Realtime permission (a secret) */
  REALTIMEKIT_API_TOKEN?: string;
  /** API origin + /client/v4; default Cloudflare's, the dev/ fake in tests */
  REALTIMEKIT_BASE_URL?: string;
  /** preset names for the tutor (or interviewer) and the student; default group_call_host / group_call_participant */
  REALTIMEKIT_TUTOR_PRESET?: string;
  REALTIMEKIT_STUDENT_PRESET?: string;
  /** peer-to-peer calls: RTCIceServer[] as JSON (STUN/TURN); default none */
  ICE_SERVERS?: string;
  /** `off`: every page is the app's shell, as before pages were rendered (the bench's comparison); rendered otherwise */
  PAGES_RENDERING?: 'off';
  ASSETS: Fetcher;
  UPLOADS: R2Bucket;
  RECEIPTS: R2Bucket;
  IMAGES: ImagesBinding;
  Inbox: DurableObjectNamespace;
  Session: DurableObjectNamespace;
  Channel: DurableObjectNamespace;
  Notebook: DurableObjectNamespace;
}
