import { amountOf, type Body, epochMs, type FawryCall, FawryError, fawryCall, orderStatus, str } from './request';
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
import type { ChargeRequest, ChargeResult, FawryCard, FawryClient, FawryConfig, FawryNotification, PaymentStatus } from './types';

export const FAWRY_PATHS = {
  charge: '/ECommerceWeb/Fawry/payments/charge',
  status: '/ECommerceWeb/Fawry/payments/status/v2',
  refund: '/ECommerceWeb/Fawry/payments/refund',
  cancelUnpaidOrder: '/ECommerceWeb/api/orders/cancel-unpaid-order',
  cardToken: '/ECommerceWeb/Fawry/cards/cardToken',
  cardTokenPage: '/atfawry/plugin/card-token',
} as const;

const LANGUAGE = 'ar-eg';

/** "3:PLAN-A,6:PLAN-B" → { 3: 'PLAN-A', 6: 'PLAN-B' } */
export function parseInstallmentPlans(text: string | undefined): Partial<Record<3 | 6, string>> {
  const plans: Partial<Record<3 | 6, string>> = {};
  for (const part of (text ?? '').split(',')) {
    const [months, id] = part.split(':').map((s) => s.trim());
    if ((months === '3' || months === '6') && id) plans[Number(months) as 3 | 6] = id;
  }
  return plans;
}

/** Starts a payment: by card (3-D Secure, in installments when a plan is configured), at a Fawry outlet or by wallet. */
async function chargeOrder(config: FawryConfig, call: FawryCall, req: ChargeRequest): Promise<ChargeResult> {
  const { merchantCode, secureKey } = config;
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
}

/** An order's state as Fawry tells it, trusted only with a good signature and for the order asked about. */
async function orderStatusOf(config: FawryConfig, call: FawryCall, merchantRefNum: string): Promise<PaymentStatus> {
  const { merchantCode, secureKey } = config;
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
}

/** Fawry's payment API for our merchant account: every request signed, every answer read and checked. */
export function fawryClient(config: FawryConfig): FawryClient {
  const base = config.baseUrl.replace(/\/+$/, '');
  const { merchantCode, secureKey } = config;
  // workerd refuses a detached global fetch, so call it through a wrapper
  const call = fawryCall(base, config.fetch ?? ((input, init) => fetch(input, init)));

  return {
    charge: (req) => chargeOrder(config, call, req),
    status: (merchantRefNum) => orderStatusOf(config, call, merchantRefNum),

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

const notConfigured = () => new FawryError('Fawry is not configured');
const refuse = async (): Promise<never> => {
  throw notConfigured();
};

/** Payments are off until the merchant code, secure key and base URL are set. */
export const fawryDisabled: FawryClient = {
  charge: refuse,
  status: refuse,
  refund: refuse,
  cancelUnpaidOrder: refuse,
  listCards: refuse,
  deleteCard: refuse,
  cardTokenUrl: () => {
    throw notConfigured();
  },
  verifyNotification: async () => false,
};
