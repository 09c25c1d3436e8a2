import { createHash } from 'node:crypto';
import { chargeResponseSignature, chargeSignature, toPounds } from '../../workers/src/lib/fawry/signature';
import type { FawryPaymentMethod } from '../../workers/src/lib/fawry/types';
import { amountOf, checkMerchant, checkSignature, Refusal, required, str } from './refusals';
import { newReferenceNumber, OK, type Sandbox, type SandboxOrder, type SandboxRequest } from './state';

// Fawry's charge API: a reference number to pay at an outlet (PAYATFAWRY), an e-wallet request (MWALLET), or a saved
// card through 3-D Secure (CARD, finished on the sandbox's 3-D Secure page).

const METHODS: FawryPaymentMethod[] = ['PAYATFAWRY', 'MWALLET', 'CARD'];
const DEFAULT_EXPIRY_MS = 48 * 3600_000;

export async function charge(sb: Sandbox, entry: SandboxRequest, b: Record<string, unknown>) {
  checkMerchant(sb, b.merchantCode);
  const method = b.paymentMethod as FawryPaymentMethod;
  if (!METHODS.includes(method)) throw new Refusal(9910, `Payment method ${str(b.paymentMethod)} is not supported`);
  const amount = amountOf(b.amount, 'amount');
  const merchantRefNum = str(b.merchantRefNum);
  const card = method === 'CARD' ? { cardToken: str(b.cardToken), cvv: str(b.cvv), returnUrl: str(b.returnUrl) } : {};
  const installmentPlanId = str(b.installmentPlanId) || undefined;
  const { merchantCode, secureKey } = sb;
  const expected = await chargeSignature(
    {
      merchantCode,
      merchantRefNum,
      customerProfileId: str(b.customerProfileId),
      paymentMethod: method,
      amount,
      ...card,
      installmentPlanId,
    },
    secureKey,
  );
  checkSignature(entry, expected, b.signature);
  required(b, 'merchantRefNum');
  if (sb.orders.has(merchantRefNum)) throw new Refusal(9960, 'Duplicate merchant reference number');
  if (method === 'MWALLET') required(b, 'customerMobile');
  if (method === 'CARD') {
    if (!sb.cards.some((c) => c.token === card.cardToken && c.customerProfileId === str(b.customerProfileId)))
      throw new Refusal(9956, 'Card token not found for this customer');
    if (!/^\d{3,4}$/.test(card.cvv ?? '')) throw new Refusal(9957, 'Invalid CVV');
    required(b, 'returnUrl');
    if (b.enable3DS !== true) throw new Refusal(9958, 'The sandbox charges cards with 3-D Secure only (enable3DS: true)');
  }
  const createdAt = sb.now();
  const expiry = Number(b.paymentExpiry);
  const order: SandboxOrder = {
    merchantRefNum,
    referenceNumber: newReferenceNumber(sb),
    customerProfileId: str(b.customerProfileId),
    customerName: str(b.customerName),
    customerEmail: str(b.customerEmail),
    customerMobile: str(b.customerMobile),
    paymentMethod: method,
    amount,
    description: str(b.description),
    status: 'NEW',
    orderWebHookUrl: str(b.orderWebHookUrl) || null,
    returnUrl: card.returnUrl ?? null,
    cardToken: card.cardToken ?? null,
    installmentPlanId: installmentPlanId ?? null,
    createdAt,
    expiresAt: Number.isFinite(expiry) && expiry > 0 ? expiry : method === 'PAYATFAWRY' ? createdAt + DEFAULT_EXPIRY_MS : null,
    paidAt: null,
    refunded: 0,
    paymentRefrenceNumber: null,
  };
  sb.orders.set(merchantRefNum, order);
  if (method === 'CARD') {
    const redirectUrl = `${sb.url}/sandbox/3ds/${encodeURIComponent(merchantRefNum)}`;
    return { type: 'ChargeResponse', nextAction: { type: 'THREE_D_SECURE', redirectUrl }, ...OK };
  }
  const pounds = Number(toPounds(amount));
  const answer = {
    type: 'ChargeResponse',
    referenceNumber: order.referenceNumber,
    merchantRefNumber: merchantRefNum,
    orderAmount: pounds,
    paymentAmount: pounds,
    fawryFees: 0,
    paymentMethod: method,
    orderStatus: order.status,
    customerMobile: order.customerMobile,
    customerMail: order.customerEmail,
    customerProfileId: order.customerProfileId,
    ...(order.expiresAt ? { expirationTime: order.expiresAt } : {}),
    ...(method === 'MWALLET' ? { walletQr: walletQr(`fawry-sandbox:${order.referenceNumber}`) } : {}),
  };
  return { ...answer, signature: await chargeResponseSignature(chargeAnswerFields(order), secureKey), ...OK };
}

/** The fields a charge answer's signature covers. */
export function chargeAnswerFields(o: SandboxOrder) {
  return {
    referenceNumber: o.referenceNumber,
    merchantRefNumber: o.merchantRefNum,
    paymentAmount: o.amount,
    orderAmount: o.amount,
    orderStatus: o.status,
    paymentMethod: o.paymentMethod,
    fawryFees: 0,
    authNumber: o.paymentRefrenceNumber ?? undefined,
    customerMail: o.customerEmail || undefined,
    customerMobile: o.customerMobile || undefined,
  };
}

/** A QR-looking SVG (no QR library): the sandbox's wallet is paid from /sandbox, not by scanning. */
function walletQr(text: string): string {
  const bits = createHash('sha512').update(text).digest();
  let cells = '';
  for (let i = 0; i < 21 * 21; i++) {
    if (bits[(i >> 3) % bits.length]! & (1 << (i & 7))) cells += `<rect x="${i % 21}" y="${Math.floor(i / 21)}" width="1" height="1"/>`;
  }
  const background = '<rect x="-2" y="-2" width="25" height="25" fill="#fff"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 25 25" width="200" height="200">${background}<g fill="#000">${cells}</g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
