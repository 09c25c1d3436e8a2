import { randomBytes } from 'node:crypto';
import type { FawryCard, FawryOrderStatus } from '../workers/src/lib/fawry/types';
import { addCard } from './fawry/cards';
import { serveHttp } from './fawry/http';
import { deliverByFetch, type NotifyOptions, notify, settle } from './fawry/notifications';
import { current, type Sandbox, type SandboxOrder, type SandboxRequest } from './fawry/state';

// A local stand-in for Fawry's APIs, pages and notifications, so development and tests never reach Fawry itself.
// Its pieces, in fawry/: charge, payments (status, refund, cancel), cards, three-d-secure, notifications, dashboard.

export type { SandboxOrder, SandboxRequest };

export interface FawrySandbox {
  url: string;
  merchantCode: string;
  secureKey: string;
  /** every Fawry endpoint request received, with whether its signature was right */
  requests: SandboxRequest[];
  order(merchantRefNum: string): SandboxOrder | undefined;
  /** as Fawry would: set an order's status and by default send one signed V2 notification to its orderWebHookUrl */
  settle(merchantRefNum: string, status: FawryOrderStatus, opts?: { notify?: boolean }): Promise<void>;
  /** send V2 notifications for an order; resolves the HTTP statuses our webhook answered (0: unreachable) */
  notify(merchantRefNum: string, opts?: NotifyOptions): Promise<number[]>;
  /** orders Fawry already holds (the sandbox forgets its orders when it stops; Fawry never does); known ones are kept */
  remember(orders: SandboxOrder[]): void;
  /** save a card for a customer without the hosted page (tests) */
  addCard(customerProfileId: string, opts?: { number?: string }): FawryCard;
  close(): Promise<void>;
}

export interface FawrySandboxOptions {
  /** 0 (the default) picks a free port */
  port?: number;
  /** default 127.0.0.1 */
  host?: string;
  merchantCode?: string;
  secureKey?: string;
  /** default: fetch POST JSON, resolves the HTTP status */
  deliver?: (url: string, body: string) => Promise<number>;
  quiet?: boolean;
  /** the sandbox's clock for expiries and payment times (default Date.now): tests pass the app's clock */
  now?: () => number;
}

export async function startFawrySandbox(opts: FawrySandboxOptions = {}): Promise<FawrySandbox> {
  const sb: Sandbox = {
    merchantCode: opts.merchantCode ?? 'KALAM-LOCAL',
    secureKey: opts.secureKey ?? randomBytes(16).toString('hex'),
    url: '',
    now: opts.now ?? Date.now,
    deliver: opts.deliver ?? deliverByFetch,
    warn: (msg) => {
      if (!opts.quiet) console.warn(`[fawry-sandbox] ${msg}`);
    },
    orders: new Map(),
    cards: [],
    requests: [],
  };
  const stop = await serveHttp(sb, opts.host ?? '127.0.0.1', opts.port);

  let closed: Promise<void> | undefined;
  return {
    url: sb.url,
    merchantCode: sb.merchantCode,
    secureKey: sb.secureKey,
    requests: sb.requests,
    order: (ref) => {
      const o = sb.orders.get(ref);
      return o && current(sb, o);
    },
    settle: (ref, status, o) => settle(sb, ref, status, o),
    notify: (ref, o) => notify(sb, ref, o),
    remember: (orders) => {
      for (const o of orders) if (!sb.orders.has(o.merchantRefNum)) sb.orders.set(o.merchantRefNum, o);
    },
    addCard: (customerProfileId, o) => {
      const card = addCard(sb, customerProfileId, o);
      return { token: card.token, lastFourDigits: card.lastFourDigits, brand: card.brand, createdAt: card.createdAt };
    },
    close() {
      closed ??= stop();
      return closed;
    },
  };
}
