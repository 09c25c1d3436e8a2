import { cancelUnpaidOrderSignature, refundSignature, statusSignature, toPounds } from '../../workers/src/lib/fawry/signature';
import { orderMessage } from './notifications';
import { amountOf, checkMerchant, checkSignature, Refusal, str } from './refusals';
import { byReference, current, OK, type Sandbox, type SandboxRequest } from './state';

// Fawry's APIs on an order after its charge: payment status (v2), refund, and cancelling an unpaid order.

export async function status(sb: Sandbox, entry: SandboxRequest, q: Record<string, unknown>) {
  checkMerchant(sb, q.merchantCode);
  const merchantRefNumber = str(q.merchantRefNumber);
  checkSignature(entry, await statusSignature({ merchantCode: sb.merchantCode, merchantRefNumber }, sb.secureKey), q.signature);
  const o = sb.orders.get(merchantRefNumber);
  if (!o) throw new Refusal(9938, 'Payment not found');
  const message = await orderMessage(sb, current(sb, o));
  return { type: 'PaymentStatusResponse', ...message, refundedAmount: Number(toPounds(o.refunded)), ...OK };
}

export async function refund(sb: Sandbox, entry: SandboxRequest, b: Record<string, unknown>) {
  checkMerchant(sb, b.merchantCode);
  const referenceNumber = str(b.referenceNumber);
  const refundAmount = amountOf(b.refundAmount, 'refund amount');
  const reason = str(b.reason) || undefined;
  checkSignature(
    entry,
    await refundSignature({ merchantCode: sb.merchantCode, referenceNumber, refundAmount, reason }, sb.secureKey),
    b.signature,
  );
  const o = byReference(sb, referenceNumber);
  if (!o) throw new Refusal(9938, 'Payment not found');
  if (o.status !== 'PAID' && o.status !== 'PARTIAL_REFUNDED') throw new Refusal(9954, 'The order is not paid');
  if (o.refunded + refundAmount > o.amount) throw new Refusal(9935, 'Refund amount exceeds the paid amount');
  o.refunded += refundAmount;
  o.status = o.refunded === o.amount ? 'REFUNDED' : 'PARTIAL_REFUNDED';
  return { type: 'ResponseDataModel', ...OK };
}

/** Fawry answers this API in its own shape (`code`, `description`, `reason`), refusals included. */
export async function cancelUnpaid(sb: Sandbox, entry: SandboxRequest, b: Record<string, unknown>) {
  checkMerchant(sb, b.merchantAccount);
  const orderRefNo = str(b.orderRefNo);
  checkSignature(
    entry,
    await cancelUnpaidOrderSignature({ orderRefNo, merchantAccount: sb.merchantCode, lang: str(b.lang) }, sb.secureKey),
    b.signature,
  );
  const o = byReference(sb, orderRefNo);
  if (!o) throw new Refusal(9938, 'Order not found');
  current(sb, o);
  if (o.status === 'CANCELED') throw new Refusal(9984, 'The order is already canceled');
  if (o.status !== 'NEW') throw new Refusal(400, o.status === 'PAID' ? 'The order is already paid' : `The order is ${o.status}`);
  o.status = 'CANCELED';
  return { code: 200, description: 'Operation done successfully', reason: '' };
}
