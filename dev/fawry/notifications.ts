import { randomUUID } from 'node:crypto';
import { notificationSignature, toPounds } from '../../workers/src/lib/fawry/signature';
import type { FawryOrderStatus } from '../../workers/src/lib/fawry/types';
import { mustOrder, type Sandbox, type SandboxOrder, STATUSES, settleOrder } from './state';

// Fawry's server notifications (V2): a signed JSON POST to the order's webhook whenever the sandbox settles an order.

export interface NotifyOptions {
  status?: FawryOrderStatus;
  times?: number;
  badSignature?: boolean;
  amount?: number;
}

/** The body of a V2 notification (and of a status v2 answer). */
export async function orderMessage(
  sb: Sandbox,
  o: SandboxOrder,
  over: { status?: FawryOrderStatus; amount?: number; badSignature?: boolean } = {},
) {
  const status = over.status ?? o.status;
  const amount = over.amount ?? o.amount;
  const pounds = Number(toPounds(amount));
  const paymentRefrenceNumber = o.paymentRefrenceNumber ?? undefined;
  const signed = {
    fawryRefNumber: o.referenceNumber,
    merchantRefNumber: o.merchantRefNum,
    paymentAmount: amount,
    orderAmount: amount,
    orderStatus: status,
    paymentMethod: o.paymentMethod,
    paymentRefrenceNumber,
  };
  return {
    requestId: randomUUID().replaceAll('-', ''),
    fawryRefNumber: o.referenceNumber,
    merchantRefNumber: o.merchantRefNum,
    customerName: o.customerName,
    customerMobile: o.customerMobile,
    customerMail: o.customerEmail,
    customerMerchantId: o.customerProfileId,
    paymentAmount: pounds,
    orderAmount: pounds,
    fawryFees: 0,
    orderStatus: status,
    paymentMethod: o.paymentMethod,
    ...(o.paidAt ? { paymentTime: o.paidAt } : {}),
    ...(paymentRefrenceNumber ? { paymentRefrenceNumber } : {}),
    ...(o.expiresAt ? { orderExpiryDate: o.expiresAt } : {}),
    orderItems: [{ itemCode: o.merchantRefNum, price: pounds, quantity: 1 }],
    messageSignature: await notificationSignature(signed, over.badSignature ? `${sb.secureKey}-wrong` : sb.secureKey),
  };
}

/** Sends V2 notifications for an order; resolves the HTTP statuses the webhook answered (0: unreachable). */
export async function notify(sb: Sandbox, ref: string, o: NotifyOptions = {}): Promise<number[]> {
  const order = mustOrder(sb, ref);
  if (!order.orderWebHookUrl) return [];
  const answered: number[] = [];
  for (let i = 0; i < (o.times ?? 1); i++) {
    const body = JSON.stringify(await orderMessage(sb, order, o));
    const status = await sb.deliver(order.orderWebHookUrl, body).catch((err: unknown) => {
      sb.warn(`notification for ${ref} not delivered: ${String(err)}`);
      return 0;
    });
    if (status !== 200) sb.warn(`webhook answered ${status} for ${ref}`);
    answered.push(status);
  }
  return answered;
}

/** As Fawry would: sets an order's status and by default sends one notification. */
export async function settle(sb: Sandbox, ref: string, status: FawryOrderStatus, o: { notify?: boolean } = {}) {
  if (!STATUSES.includes(status)) throw new Error(`Not a Fawry order status: ${status}`);
  settleOrder(sb, mustOrder(sb, ref), status);
  if (o.notify ?? true) await notify(sb, ref);
}

/** The default delivery: POST JSON with fetch. */
export async function deliverByFetch(target: string, body: string): Promise<number> {
  const res = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(15_000),
  });
  await res.arrayBuffer().catch(() => undefined);
  return res.status;
}
