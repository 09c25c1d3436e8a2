import {
  cancelUnpaidOrderSignature,
  chargeSignature,
  deleteCardSignature,
  listCardsSignature,
  notificationSignature,
  refundSignature,
  signaturesEqual,
  statusResponseSignature,
  statusSignature,
  toPiasters,
  toPounds,
} from './signature';
import type {
  ChargeRequest,
  ChargeResult,
  FawryCard,
  FawryClient,
  FawryConfig,
  FawryNotification,
  FawryOrderStatus,
  PaymentStatus,
} from './types';

export const FAWRY_PATHS = {
  charge: '/ECommerceWeb/Fawry/payments/charge',
  status: '/ECommerceWeb/Fawry/payments/status/v2',
  refund: '/ECommerceWeb/Fawry/payments/refund',
  cancelUnpaidOrder: '/ECommerceWeb/api/orders/cancel-unpaid-order',
  cardToken: '/ECommerceWeb/Fawry/cards/cardToken',
  cardTokenPage: '/atfawry/plugin/card-token',
} as const;

const LANGUAGE = 'ar-eg';
const TIMEOUT_MS = 20_000;

/** Anything Fawry refused or we could not read: HTTP failures, non-200 `statusCode`, network errors, bad signatures. */
export class FawryError extends Error {
  /** Fawry's statusCode (or code), else the HTTP status */
  statusCode?: number;
  /** Fawry's own words (statusDescription), or ours when Fawry said nothing */
  providerMessage: string;

  constructor(providerMessage: string, opts: { statusCode?: number; cause?: unknown } = {}) {
    super(providerMessage, { cause: opts.cause });
    this.name = 'FawryError';
    this.statusCode = opts.statusCode;
    this.providerMessage = providerMessage;
  }
}

const STATUSES: Record<string, FawryOrderStatus> = {
  NEW: 'NEW',
  UNPAID: 'NEW',
  PAID: 'PAID',
  CANCELED: 'CANCELED',
  CANCELLED: 'CANCELED',
  REFUNDED: 'REFUNDED',
  EXPIRED: 'EXPIRED',
  PARTIAL_REFUNDED: 'PARTIAL_REFUNDED',
  FAILED: 'FAILED',
};

function orderStatus(value: unknown): FawryOrderStatus {
  const status = typeof value === 'string' ? STATUSES[value.toUpperCase()] : undefined;
  if (!status) throw new FawryError(`Fawry answered an unknown order status: ${String(value)}`);
  return status;
}

type Body = Record<string, unknown>;

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const epochMs = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null;

/** "3:PLAN-A,6:PLAN-B" → { 3: 'PLAN-A', 6: 'PLAN-B' } */
export function parseInstallmentPlans(text: string | undefined): Partial<Record<3 | 6, string>> {
  const plans: Partial<Record<3 | 6, string>> = {};
  for (const part of (text ?? '').split(',')) {
    const [months, id] = part.split(':').map((s) => s.trim());
    if ((months === '3' || months === '6') && id) plans[Number(months) as 3 | 6] = id;
  }
  return plans;
}

export function fawryClient(config: FawryConfig): FawryClient {
  const base = config.baseUrl.replace(/\/+$/, '');
  const { merchantCode, secureKey } = config;
  // workerd refuses a detached global fetch, so call it through a wrapper
  const doFetch: typeof fetch = config.fetch ?? ((input, init) => fetch(input, init));

  async function call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    opts: { query?: Record<string, string>; json?: unknown },
  ): Promise<Body> {
    const url = new URL(base + path);
    for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
    let res: Response;
    try {
      res = await doFetch(url, {
        method,
        headers: { accept: 'application/json', ...(opts.json === undefined ? {} : { 'content-type': 'application/json' }) },
        body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new FawryError('Fawry could not be reached', { cause: err });
    }
    const text = await res.text().catch(() => '');
    let body: Body | null = null;
    try {
      const parsed: unknown = text ? JSON.parse(text) : {};
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Body;
    } catch {
      body = null;
    }
    const refusal = body ? refusalOf(body) : null;
    if (!res.ok) throw new FawryError(refusal?.message ?? `Fawry answered HTTP ${res.status}`, { statusCode: refusal?.code ?? res.status });
    if (!body) throw new FawryError('Fawry answered something that is not JSON', { statusCode: res.status });
    if (refusal) throw new FawryError(refusal.message, { statusCode: refusal.code });
    return body;
  }

  return {
    async charge(req: ChargeRequest): Promise<ChargeResult> {
      let installmentPlanId: string | undefined;
      if (req.method === 'CARD' && req.installmentMonths) {
        installmentPlanId = config.installmentPlans?.[req.installmentMonths];
        if (!installmentPlanId) throw new FawryError(`No Fawry installment plan is configured for ${req.installmentMonths} months`);
      }
      const card = req.method === 'CARD' ? { cardToken: req.cardToken, cvv: req.cvv, returnUrl: req.returnUrl } : {};
      const signature = await chargeSignature(
        {
          merchantCode,
          merchantRefNum: req.merchantRefNum,
          customerProfileId: req.customerProfileId,
          paymentMethod: req.method,
          amount: req.amount,
          ...card,
          installmentPlanId,
        },
        secureKey,
      );
      const pounds = Number(toPounds(req.amount));
      const body = await call('POST', FAWRY_PATHS.charge, {
        json: {
          merchantCode,
          merchantRefNum: req.merchantRefNum,
          customerProfileId: req.customerProfileId,
          customerName: req.customerName,
          customerEmail: req.customerEmail,
          customerMobile: req.customerMobile,
          paymentMethod: req.method,
          amount: pounds,
          currencyCode: 'EGP',
          description: req.description,
          language: LANGUAGE,
          chargeItems: [{ itemId: req.merchantRefNum, description: req.description, price: pounds, quantity: 1 }],
          orderWebHookUrl: req.orderWebHookUrl,
          paymentExpiry: req.paymentExpiry,
          ...(req.method === 'CARD' ? { ...card, enable3DS: true, authCaptureModePayment: false } : {}),
          ...(installmentPlanId ? { installmentPlanId } : {}),
          signature,
        },
      });
      const next = body.nextAction as { redirectUrl?: unknown } | undefined;
      return {
        referenceNumber: str(body.referenceNumber),
        orderStatus: body.orderStatus === undefined ? 'NEW' : orderStatus(body.orderStatus),
        expiresAt: epochMs(body.expirationTime),
        redirectUrl: typeof next?.redirectUrl === 'string' ? next.redirectUrl : null,
        walletQr: typeof body.walletQr === 'string' ? body.walletQr : null,
        raw: body,
      };
    },

    async status(merchantRefNum) {
      const signature = await statusSignature({ merchantCode, merchantRefNumber: merchantRefNum }, secureKey);
      const body = await call('GET', FAWRY_PATHS.status, { query: { merchantCode, merchantRefNumber: merchantRefNum, signature } });
      const status: PaymentStatus = {
        referenceNumber: str(body.fawryRefNumber ?? body.referenceNumber),
        merchantRefNumber: str(body.merchantRefNumber),
        orderAmount: amountOf(body.orderAmount),
        paymentAmount: amountOf(body.paymentAmount),
        orderStatus: orderStatus(body.orderStatus),
        paymentMethod: str(body.paymentMethod),
        paymentTime: epochMs(body.paymentTime),
        refundedAmount: body.refundedAmount === undefined || body.refundedAmount === null ? null : amountOf(body.refundedAmount),
        raw: body,
      };
      const expected = await statusResponseSignature(
        {
          fawryRefNumber: status.referenceNumber,
          merchantRefNumber: status.merchantRefNumber,
          paymentAmount: status.paymentAmount,
          orderAmount: status.orderAmount,
          orderStatus: str(body.orderStatus),
          paymentMethod: status.paymentMethod,
          paymentRefrenceNumber: str(body.paymentRefrenceNumber),
        },
        secureKey,
      );
      const given = str(body.messageSignature ?? body.signature);
      if (!given || !signaturesEqual(given, expected)) throw new FawryError('Fawry status answer has a bad signature');
      if (status.merchantRefNumber !== merchantRefNum) throw new FawryError('Fawry status answer is for another order');
      return status;
    },

    async refund({ referenceNumber, amount, reason }) {
      const signature = await refundSignature({ merchantCode, referenceNumber, refundAmount: amount, reason }, secureKey);
      await call('POST', FAWRY_PATHS.refund, {
        json: { merchantCode, referenceNumber, refundAmount: Number(toPounds(amount)), reason, signature },
      });
    },

    async cancelUnpaidOrder({ referenceNumber }) {
      const signature = await cancelUnpaidOrderSignature(
        { orderRefNo: referenceNumber, merchantAccount: merchantCode, lang: LANGUAGE },
        secureKey,
      );
      await call('POST', FAWRY_PATHS.cancelUnpaidOrder, {
        json: { merchantAccount: merchantCode, orderRefNo: referenceNumber, lang: LANGUAGE, signature },
      });
    },

    async listCards(customerProfileId) {
      const signature = await listCardsSignature({ merchantCode, customerProfileId }, secureKey);
      const body = await call('GET', FAWRY_PATHS.cardToken, { query: { merchantCode, customerProfileId, signature } });
      const cards = Array.isArray(body.cards) ? (body.cards as Body[]) : [];
      return cards.map(
        (c): FawryCard => ({
          token: str(c.token),
          lastFourDigits: str(c.lastFourDigits),
          brand: str(c.brand),
          createdAt: epochMs(c.creationDate),
        }),
      );
    },

    async deleteCard(customerProfileId, cardToken) {
      const signature = await deleteCardSignature({ merchantCode, customerProfileId, cardToken }, secureKey);
      // Fawry reads these from the query string, not from a DELETE body
      await call('DELETE', FAWRY_PATHS.cardToken, { query: { merchantCode, customerProfileId, cardToken, signature } });
    },

    cardTokenUrl({ customerProfileId, customerEmail, customerMobile, returnUrl }) {
      if (!config.accountNumber) throw new FawryError('Fawry account number is not configured');
      const url = new URL(base + FAWRY_PATHS.cardTokenPage);
      url.searchParams.set('accNo', config.accountNumber);
      url.searchParams.set('customerProfileId', customerProfileId);
      url.searchParams.set('customerEmail', customerEmail);
      if (customerMobile) url.searchParams.set('customerMobile', customerMobile);
      url.searchParams.set('returnUrl', returnUrl);
      url.searchParams.set('locale', 'ar');
      return url.toString();
    },

    async verifyNotification(n: FawryNotification) {
      if (typeof n?.messageSignature !== 'string' || !Number.isFinite(n.paymentAmount) || !Number.isFinite(n.orderAmount)) return false;
      const expected = await notificationSignature(
        {
          fawryRefNumber: str(n.fawryRefNumber),
          merchantRefNumber: str(n.merchantRefNumber),
          paymentAmount: toPiasters(n.paymentAmount),
          orderAmount: toPiasters(n.orderAmount),
          orderStatus: str(n.orderStatus),
          paymentMethod: str(n.paymentMethod),
          paymentRefrenceNumber: str(n.paymentRefrenceNumber),
        },
        secureKey,
      );
      return signaturesEqual(n.messageSignature, expected);
    },
  };
}

/** Fawry's error shapes: `{statusCode, statusDescription}` on most APIs, `{code, description, reason}` on newer ones. */
function refusalOf(body: Body): { code?: number; message: string } | null {
  const code = body.statusCode ?? body.code;
  if (code === undefined || code === null || Number(code) === 200) return null;
  const message = str(body.statusDescription ?? body.description ?? body.reason) || 'Fawry refused the request';
  return { code: Number.isFinite(Number(code)) ? Number(code) : undefined, message };
}

function amountOf(v: unknown): number {
  try {
    return toPiasters(v as number | string);
  } catch (err) {
    throw new FawryError(`Fawry answered an amount we cannot read: ${String(v)}`, { cause: err });
  }
}

const notConfigured = () => new FawryError('Fawry is not configured');

/** Payments are off until the merchant code, secure key and base URL are set. */
export const fawryDisabled: FawryClient = {
  charge: async () => {
    throw notConfigured();
  },
  status: async () => {
    throw notConfigured();
  },
  refund: async () => {
    throw notConfigured();
  },
  cancelUnpaidOrder: async () => {
    throw notConfigured();
  },
  listCards: async () => {
    throw notConfigured();
  },
  deleteCard: async () => {
    throw notConfigured();
  },
  cardTokenUrl: () => {
    throw notConfigured();
  },
  verifyNotification: async () => false,
};
