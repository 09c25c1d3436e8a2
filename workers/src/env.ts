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
  ASSETS: Fetcher;
  UPLOADS: R2Bucket;
  RECEIPTS: R2Bucket;
  Inbox: DurableObjectNamespace;
  Session: DurableObjectNamespace;
  Channel: DurableObjectNamespace;
}
