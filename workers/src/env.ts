/** Bindings and variables of the Worker (wrangler.toml + secrets). */
export interface Env {
  APP_ENV?: 'development' | 'test' | 'production';
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
  ASSETS: Fetcher;
  UPLOADS: R2Bucket;
  RECEIPTS: R2Bucket;
  Inbox: DurableObjectNamespace;
  Session: DurableObjectNamespace;
  Channel: DurableObjectNamespace;
}
