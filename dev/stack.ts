import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { uploadDemoAvatars } from './avatars';
import { type CronTicker, cronsOf, startCronTicker, WRANGLER_TOML } from './cron';
import { ordersInDatabase } from './fawry/known-orders';
import { type FawrySandbox, startFawrySandbox } from './fawry-sandbox';
import { uploadDemoIntroVideos } from './intro-videos';
import { startLibsqlServer } from './libsql-server';
import { applyMigrations } from './migrate';
import { type Managed, startProcess, waitForHttp } from './processes';
import { newVapidKeys, type PushService, startPushService } from './push-service';
import { seed } from './seed';

export const ROOT = resolve(import.meta.dirname, '..');

export interface StackOptions {
  /** folder for the database file and the Worker's local state */
  dataDir: string;
  apiPort?: number;
  dbPort?: number;
  vitePort?: number;
  /** run Vite's dev server with hot reload beside the Worker */
  hot?: boolean;
  /** keep the children's output off the terminal */
  quiet?: boolean;
  /** fire the Worker's cron triggers on wrangler.toml's schedule (default on; wrangler dev never does) */
  cron?: boolean;
}

export interface Stack {
  url: string;
  dbUrl: string;
  viteUrl?: string;
  /** the local Fawry sandbox (orders page at /sandbox) */
  fawryUrl: string;
  /** the local push service: pushes the Worker sends, decrypted, at its root page */
  push: PushService;
  /** the secret the Worker's local cron trigger asks for (`fireScheduled`), made once in the data folder */
  triggerSecret: string;
  logins: { role: string; email: string }[];
  /** the Worker's process group (`wrangler dev`, workerd, esbuild), for fault tests; the database and sandbox stay up */
  worker: {
    /** SIGKILL to the whole group, as a crash would end it: requests in flight get no answer */
    kill(): Promise<void>;
    /** starts `wrangler dev` again with the same configuration, database and local state; resolves once it answers */
    restart(): Promise<void>;
  };
  stop(): Promise<void>;
}

/** The whole marketplace on this machine: libSQL server, migrations, demo data, the Fawry sandbox, the Worker (API, rooms, SPA). */
export async function startStack(opts: StackOptions): Promise<Stack> {
  const apiPort = opts.apiPort ?? 4000;
  const dbPort = opts.dbPort ?? 4001;
  mkdirSync(opts.dataDir, { recursive: true });

  const db = await startLibsqlServer({ file: resolve(opts.dataDir, 'kalam.db'), port: dbPort });
  const children: Managed[] = [];
  let worker: Managed | undefined;
  let fawry: FawrySandbox | undefined;
  let push: PushService | undefined;
  let cron: CronTicker | undefined;
  const stop = async () => {
    cron?.stop();
    await Promise.all([worker, ...children].map((c) => c?.stop()));
    await fawry?.close();
    await push?.close();
    await db.close();
  };
  try {
    const client = createClient({ url: db.url });
    await applyMigrations(client);
    const { logins, seeded } = await seed(client);
    const knownOrders = await ordersInDatabase(client);
    client.close();

    const url = `http://127.0.0.1:${apiPort}`;
    const viteUrl = opts.hot ? `http://127.0.0.1:${opts.vitePort ?? 5173}` : undefined;
    const origins = [url, `http://localhost:${apiPort}`, ...(viteUrl ? [viteUrl] : [])];
    fawry = await startFawrySandbox({
      port: apiPort + 3,
      merchantCode: 'KALAM-LOCAL',
      secureKey: localSecret(opts.dataDir, 'fawry-secure-key'),
      quiet: opts.quiet,
    });
    fawry.remember(knownOrders);
    push = await startPushService({ port: apiPort + 4, quiet: opts.quiet });
    const vapid = localVapidKeys(opts.dataDir);
    const triggerSecret = localSecret(opts.dataDir, 'trigger-secret');
    const pushUrl = push.url;
    const wrangler = resolve(ROOT, 'node_modules/.bin/wrangler');
    const sandbox = fawry;
    const startWorker = () =>
      startProcess(
        'worker',
        wrangler,
        [
          'dev',
          '--ip',
          '127.0.0.1',
          '--port',
          String(apiPort),
          '--inspector-port',
          String(apiPort + 9),
          '--persist-to',
          resolve(opts.dataDir, 'wrangler'),
          '--log-level',
          opts.quiet ? 'error' : 'warn',
          '--var',
          'APP_ENV:development',
          '--var',
          'DEV_ENDPOINTS:1',
          '--var',
          `LIBSQL_URL:${db.url}`,
          '--var',
          `CORS_ORIGINS:${origins.join(',')}`,
          '--var',
          `JWT_SECRET:${localSecret(opts.dataDir, 'jwt-secret')}`,
          '--var',
          `APP_URL:${viteUrl ?? url}`,
          '--var',
          `FAWRY_BASE_URL:${sandbox.url}`,
          '--var',
          `FAWRY_MERCHANT_CODE:${sandbox.merchantCode}`,
          '--var',
          `FAWRY_SECURE_KEY:${sandbox.secureKey}`,
          '--var',
          'FAWRY_ACCOUNT_NUMBER:770000000001',
          '--var',
          'FAWRY_INSTALLMENT_PLANS:3:LOCAL-3,6:LOCAL-6',
          '--var',
          `VAPID_PUBLIC_KEY:${vapid.publicKey}`,
          '--var',
          `VAPID_PRIVATE_KEY:${vapid.privateKey}`,
          '--var',
          'VAPID_SUBJECT:mailto:dev@kalam.example',
          '--var',
          `LOCAL_PUSH_ORIGIN:${pushUrl}`,
          '--var',
          `LOCAL_TRIGGER_SECRET:${triggerSecret}`,
          '--var',
          `WHATSAPP_APP_SECRET:${localSecret(opts.dataDir, 'whatsapp-app-secret')}`,
          '--var',
          'WHATSAPP_VERIFY_TOKEN:kalam-local',
        ],
        {
          cwd: ROOT,
          quiet: opts.quiet,
          env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', CI: 'true' },
        },
      );
    worker = startWorker();
    if (viteUrl) {
      const vite = resolve(ROOT, 'node_modules/.bin/vite');
      children.push(
        startProcess('web', vite, ['--host', '127.0.0.1', '--port', String(opts.vitePort ?? 5173), '--strictPort'], {
          cwd: resolve(ROOT, 'web'),
          quiet: opts.quiet,
        }),
      );
    }
    await waitForHttp(`${url}/api/v1/health`, 90_000);
    if (viteUrl) await waitForHttp(viteUrl, 60_000);
    if (seeded) {
      // demo faces and intro videos go through the running Worker's own uploads, so they are stored exactly as real ones
      const pictures = createClient({ url: db.url });
      try {
        await uploadDemoAvatars(url, pictures);
        await uploadDemoIntroVideos(url, pictures);
      } finally {
        pictures.close();
      }
    }
    if (opts.cron !== false) cron = startCronTicker({ workerUrl: url, triggerSecret, crons: cronsOf(WRANGLER_TOML), quiet: opts.quiet });
    const workerControl: Stack['worker'] = {
      kill: async () => {
        await worker?.kill();
      },
      restart: async () => {
        await worker?.stop();
        worker = startWorker();
        await waitForHttp(`${url}/api/v1/health`, 90_000);
      },
    };
    return { url, dbUrl: db.url, viteUrl, fawryUrl: fawry.url, push, triggerSecret, logins, worker: workerControl, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** The VAPID key pair, made once per data folder like the other local secrets, so browsers' subscriptions stay valid. */
function localVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = resolve(dataDir, 'vapid-keys.json');
  if (!existsSync(file)) writeFileSync(file, JSON.stringify(newVapidKeys()), { mode: 0o600 });
  return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
}

/** A key made once per data folder (token signing, Fawry sandbox, the cron trigger), so sign-ins and signatures survive restarts; never committed. */
function localSecret(dataDir: string, name: string): string {
  const file = resolve(dataDir, name);
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}
