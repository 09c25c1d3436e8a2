import { randomInt } from 'node:crypto';
import type { FawryCard, FawryOrderStatus, FawryPaymentMethod } from '../../workers/src/lib/fawry/types';

// What one sandbox holds: its merchant, its orders and saved cards, and the log of API requests. Each sandbox has
// its own (tests run several at once).

export interface SandboxOrder {
  merchantRefNum: string;
  /** Fawry's 9-digit reference number */
  referenceNumber: string;
  customerProfileId: string;
  customerName: string;
  customerEmail: string;
  customerMobile: string;
  paymentMethod: FawryPaymentMethod;
  /** piasters */
  amount: number;
  description: string;
  status: FawryOrderStatus;
  orderWebHookUrl: string | null;
  returnUrl: string | null;
  cardToken: string | null;
  installmentPlanId: string | null;
  createdAt: number;
  expiresAt: number | null;
  paidAt: number | null;
  /** piasters refunded so far */
  refunded: number;
  paymentRefrenceNumber: string | null;
}

export interface SandboxRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  signatureValid: boolean;
}

export interface SavedCard extends FawryCard {
  customerProfileId: string;
  firstSixDigits: string;
  cardHolderName: string;
  isDefault: boolean;
}

export interface Sandbox {
  merchantCode: string;
  secureKey: string;
  /** the sandbox's own address, set once it listens (3-D Secure links point here) */
  url: string;
  now: () => number;
  /** POSTs a notification body to a webhook; resolves the HTTP status */
  deliver: (url: string, body: string) => Promise<number>;
  warn: (msg: string) => void;
  orders: Map<string, SandboxOrder>;
  cards: SavedCard[];
  requests: SandboxRequest[];
}

export const STATUSES: FawryOrderStatus[] = ['NEW', 'PAID', 'CANCELED', 'REFUNDED', 'EXPIRED', 'PARTIAL_REFUNDED', 'FAILED'];
export const OK = { statusCode: 200, statusDescription: 'Operation done successfully' };

/** An unpaid order past its expiry has expired, as Fawry would report it. */
export function current(sb: Sandbox, o: SandboxOrder): SandboxOrder {
  if (o.status === 'NEW' && o.expiresAt !== null && sb.now() > o.expiresAt) o.status = 'EXPIRED';
  return o;
}

export const byReference = (sb: Sandbox, ref: string) => [...sb.orders.values()].find((o) => o.referenceNumber === ref);

export function mustOrder(sb: Sandbox, ref: string): SandboxOrder {
  const o = sb.orders.get(ref);
  if (!o) throw new Error(`No sandbox order ${ref}`);
  return current(sb, o);
}

export function newReferenceNumber(sb: Sandbox): string {
  for (;;) {
    const ref = String(randomInt(100_000_000, 1_000_000_000));
    if (!byReference(sb, ref)) return ref;
  }
}

/** Moves an order to a status as Fawry would: a payment gets its time and reference, a refund its amount. */
export function settleOrder(sb: Sandbox, o: SandboxOrder, status: FawryOrderStatus) {
  if (status === 'PAID' && o.status !== 'PAID') {
    o.paidAt = sb.now();
    o.paymentRefrenceNumber = String(randomInt(10_000_000, 100_000_000));
    o.refunded = 0;
  }
  if (status === 'REFUNDED') o.refunded = o.amount;
  if (status === 'PARTIAL_REFUNDED' && (o.refunded === 0 || o.refunded >= o.amount)) o.refunded = Math.floor(o.amount / 2);
  o.status = status;
}
