import { sameText } from '../same-text';
import type { FawryOrderStatus, FawryPaymentMethod } from './types';

// Fawry's signatures: hex SHA-256 of the fields concatenated, then the secure key; amounts in pounds, absent fields "".

type Field = string | number | null | undefined;

/** 12345 piasters → "123.45" */
export function toPounds(piasters: number): string {
  if (!Number.isSafeInteger(piasters)) throw new RangeError(`Amount must be whole piasters: ${piasters}`);
  const sign = piasters < 0 ? '-' : '';
  const abs = Math.abs(piasters);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Fawry's pounds (123.45 or "123.45") → 12345 piasters */
export function toPiasters(pounds: number | string): number {
  const n = typeof pounds === 'string' ? Number(pounds) : pounds;
  if (!Number.isFinite(n)) throw new RangeError(`Not an amount: ${pounds}`);
  return Math.round(n * 100);
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The fields in order, then the key. */
export function signFields(fields: Field[], secureKey: string): Promise<string> {
  return sha256Hex(fields.map((f) => (f === null || f === undefined ? '' : String(f))).join('') + secureKey);
}

/** Constant-time comparison of two hex signatures (case-insensitive). */
export function signaturesEqual(a: string, b: string): boolean {
  return sameText(a.toLowerCase(), b.toLowerCase());
}

export interface ChargeSignatureFields {
  merchantCode: string;
  merchantRefNum: string;
  customerProfileId?: string;
  paymentMethod: FawryPaymentMethod;
  /** piasters */
  amount: number;
  cardToken?: string;
  cvv?: string;
  returnUrl?: string;
  installmentPlanId?: string;
}

/** PAYATFAWRY / MWALLET: code, ref, profile, method, amount; CARD with token and 3DS adds token, cvv, returnUrl; installments add the plan id. */
export function chargeSignature(f: ChargeSignatureFields, secureKey: string): Promise<string> {
  const card = f.paymentMethod === 'CARD' ? [f.cardToken, f.cvv, f.returnUrl] : [];
  const plan = f.installmentPlanId ? [f.installmentPlanId] : [];
  return signFields(
    [f.merchantCode, f.merchantRefNum, f.customerProfileId, f.paymentMethod, toPounds(f.amount), ...card, ...plan],
    secureKey,
  );
}

export function refundSignature(
  f: { merchantCode: string; referenceNumber: string; refundAmount: number; reason?: string },
  secureKey: string,
): Promise<string> {
  return signFields([f.merchantCode, f.referenceNumber, toPounds(f.refundAmount), f.reason], secureKey);
}

export function cancelUnpaidOrderSignature(
  f: { orderRefNo: string; merchantAccount: string; lang: string },
  secureKey: string,
): Promise<string> {
  return signFields([f.orderRefNo, f.merchantAccount, f.lang], secureKey);
}

export function statusSignature(f: { merchantCode: string; merchantRefNumber: string }, secureKey: string): Promise<string> {
  return signFields([f.merchantCode, f.merchantRefNumber], secureKey);
}

export function listCardsSignature(f: { merchantCode: string; customerProfileId: string }, secureKey: string): Promise<string> {
  return signFields([f.merchantCode, f.customerProfileId], secureKey);
}

export function deleteCardSignature(
  f: { merchantCode: string; customerProfileId: string; cardToken: string },
  secureKey: string,
): Promise<string> {
  return signFields([f.merchantCode, f.customerProfileId, f.cardToken], secureKey);
}

export interface OrderStatusSignatureFields {
  fawryRefNumber: string;
  merchantRefNumber: string;
  /** piasters */
  paymentAmount: number;
  /** piasters */
  orderAmount: number;
  orderStatus: FawryOrderStatus | string;
  paymentMethod: string;
  paymentRefrenceNumber?: string;
}

/** V2 notification `messageSignature` (Fawry spells paymentRefrenceNumber so). */
export function notificationSignature(f: OrderStatusSignatureFields, secureKey: string): Promise<string> {
  return signFields(
    [
      f.fawryRefNumber,
      f.merchantRefNumber,
      toPounds(f.paymentAmount),
      toPounds(f.orderAmount),
      f.orderStatus,
      f.paymentMethod,
      f.paymentRefrenceNumber,
    ],
    secureKey,
  );
}

/** Status v2 answers carry the notification's body, signed the same way. @alias */
export const statusResponseSignature = notificationSignature;

export interface ChargeResponseSignatureFields {
  referenceNumber?: string;
  merchantRefNumber: string;
  /** piasters */
  paymentAmount: number;
  /** piasters */
  orderAmount: number;
  orderStatus: string;
  paymentMethod: string;
  /** piasters */
  fawryFees?: number;
  /** piasters */
  shippingFees?: number;
  authNumber?: string;
  customerMail?: string;
  customerMobile?: string;
}

/** Charge answers and the 3DS return to `returnUrl` carry this `signature`. */
export function chargeResponseSignature(f: ChargeResponseSignatureFields, secureKey: string): Promise<string> {
  const pounds = (p?: number) => (p === undefined ? undefined : toPounds(p));
  return signFields(
    [
      f.referenceNumber,
      f.merchantRefNumber,
      toPounds(f.paymentAmount),
      toPounds(f.orderAmount),
      f.orderStatus,
      f.paymentMethod,
      pounds(f.fawryFees),
      pounds(f.shippingFees),
      f.authNumber,
      f.customerMail,
      f.customerMobile,
    ],
    secureKey,
  );
}
