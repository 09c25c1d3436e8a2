// The Fawry client as the payment service uses it. Amounts here are integer piasters; the client writes them to
// Fawry as pounds with two decimals and reads Fawry's pounds back into piasters.

export type FawryOrderStatus = 'NEW' | 'PAID' | 'CANCELED' | 'REFUNDED' | 'EXPIRED' | 'PARTIAL_REFUNDED' | 'FAILED';
export type FawryPaymentMethod = 'CARD' | 'PAYATFAWRY' | 'MWALLET';

export interface FawryConfig {
  /** staging https://atfawry.fawrystaging.com, production https://www.atfawry.com, locally the sandbox in dev/ */
  baseUrl: string;
  merchantCode: string;
  secureKey: string;
  /** merchant account number for the hosted card-token page (`accNo`) */
  accountNumber?: string;
  /** installment plan ids Fawry gave the merchant, by months */
  installmentPlans?: Partial<Record<3 | 6, string>>;
  fetch?: typeof fetch;
}

interface ChargeCommon {
  merchantRefNum: string;
  /** our user id */
  customerProfileId: string;
  customerName: string;
  customerEmail: string;
  customerMobile?: string;
  amount: number;
  description: string;
  /** where Fawry sends the V2 notification of this order */
  orderWebHookUrl: string;
  /** epoch ms after which an unpaid order expires (PAYATFAWRY) */
  paymentExpiry?: number;
}

export type ChargeRequest =
  | (ChargeCommon & { method: 'PAYATFAWRY' })
  | (ChargeCommon & { method: 'MWALLET'; customerMobile: string })
  | (ChargeCommon & { method: 'CARD'; cardToken: string; cvv: string; returnUrl: string; installmentMonths?: 3 | 6 });

export interface ChargeResult {
  /** Fawry's reference number of the order (what a customer pays at an outlet for PAYATFAWRY) */
  referenceNumber: string;
  orderStatus: FawryOrderStatus;
  /** epoch ms, when Fawry says */
  expiresAt: number | null;
  /** CARD with 3DS: the page the customer's browser must open */
  redirectUrl: string | null;
  /** MWALLET: a QR code (image data URL or text) when Fawry gives one */
  walletQr: string | null;
  raw: unknown;
}

/** Status v2 answer, its signature already checked by the client. */
export interface PaymentStatus {
  referenceNumber: string;
  merchantRefNumber: string;
  orderAmount: number;
  paymentAmount: number;
  orderStatus: FawryOrderStatus;
  paymentMethod: string;
  /** epoch ms when paid, when Fawry says */
  paymentTime: number | null;
  /** piasters refunded so far, when Fawry says */
  refundedAmount: number | null;
  raw: unknown;
}

export interface FawryCard {
  token: string;
  lastFourDigits: string;
  brand: string;
  createdAt: number | null;
}

/** A V2 server notification as Fawry posts it (the fields its signature covers, plus whatever else it sends). */
export interface FawryNotification {
  fawryRefNumber: string;
  merchantRefNumber: string;
  paymentAmount: number;
  orderAmount: number;
  orderStatus: FawryOrderStatus;
  paymentMethod: string;
  paymentRefrenceNumber?: string;
  messageSignature: string;
  [field: string]: unknown;
}

export interface FawryClient {
  charge(req: ChargeRequest): Promise<ChargeResult>;
  /** status v2 by our merchantRefNum; throws FawryError for an unknown order or a bad answer signature */
  status(merchantRefNum: string): Promise<PaymentStatus>;
  refund(req: { referenceNumber: string; amount: number; reason: string }): Promise<void>;
  cancelUnpaidOrder(req: { referenceNumber: string }): Promise<void>;
  listCards(customerProfileId: string): Promise<FawryCard[]>;
  deleteCard(customerProfileId: string, cardToken: string): Promise<void>;
  /** Fawry's hosted add-card page; it returns the customer to `returnUrl` */
  cardTokenUrl(req: { customerProfileId: string; customerEmail: string; customerMobile?: string; returnUrl: string }): string;
  /** constant-time check of a V2 notification's messageSignature */
  verifyNotification(n: FawryNotification): Promise<boolean>;
}
