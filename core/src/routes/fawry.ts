import * as z from 'zod';
import { paymentStatuses, Role } from '../enums';
import { ADMIN_ONLY, only, PUBLIC } from '../permissions';
import * as paymentSchemas from '../schemas/payment';
import { route } from './define';
import { idempotency } from './shared';
import { transaction } from './transaction';

/** Answer of every `POST /fawry/pay/…`: the order and what the student does next. */
export const paymentStarted = z
  .strictObject({
    transaction,
    /** card and installments: Fawry's 3-D Secure page; the browser goes there and comes back to the checkout */
    redirectUrl: z.string().nullable(),
    /** e-wallet: a QR code to scan in the wallet app, when Fawry gives one */
    walletQr: z.string().nullable(),
  })
  .meta({ id: 'PaymentStarted' });

/** A card saved at Fawry for the student (never the number itself). */
export const savedCard = z
  .strictObject({ token: z.string(), lastFourDigits: z.string(), brand: z.string(), createdAt: z.number().int().nullable() })
  .meta({ id: 'SavedCard' });

export const cardTokenUrl = z.strictObject({ url: z.string() });

const checkout = { planId: 2, period: 0, couponCode: 'WELCOME10' };
const card = { cardToken: 'c4b1e0f2a9d84e6b', cvv: '123' };

const PAY_FLOW =
  'Answers 201 with the new order (status New), or 200 with the same order when the Idempotency-Key was seen. ' +
  'The order turns Paid when Fawry notifies `POST /fawry/webhook`; `GET /transaction/{id}` checks it with Fawry meanwhile.';

/** Fawry's V2 server notification, as Fawry posts it: the fields its signature covers and whatever else it sends. */
const notification = paymentSchemas.fawryNotification.meta({
  example: {
    requestId: 'c72827d084ea4b88949d91dd2db4996e',
    fawryRefNumber: '9990002345',
    merchantRefNumber: '2f6c3a1e9b7d4c58a0e1f2d3c4b5a697',
    customerName: 'Mona Adel',
    customerMobile: '01012345678',
    customerMail: 'mona@example.com',
    customerMerchantId: '41',
    paymentAmount: 450.0,
    orderAmount: 450.0,
    fawryFees: 0,
    orderStatus: 'PAID',
    paymentMethod: 'PAYATFAWRY',
    paymentTime: 1795000800000,
    paymentRefrenceNumber: '24551823',
    currency: 'EGP',
    orderItems: [{ itemCode: '2', price: 450.0, quantity: 1 }],
    messageSignature: '8d5e2c1f0a9b7e6d4c3b2a1908f7e6d5c4b3a29180f7e6d5c4b3a2918076e5d4',
  },
});

const STUDENT = only(Role.Student);

// Fawry: students pay and keep cards; a student cancels their own unpaid order, admins any; admins refund.
export const fawryRoutes = {
  payCard: route({
    method: 'post',
    path: '/fawry/pay/card',
    access: STUDENT,
    summary: 'Pay for a plan with a saved card (3-D Secure through `redirectUrl`)',
    description: PAY_FLOW,
    request: { headers: idempotency, body: paymentSchemas.payCard.meta({ example: { ...checkout, ...card } }) },
    responses: () => ({ 201: paymentStarted, 200: paymentStarted }),
  }),
  payBankInstallments: route({
    method: 'post',
    path: '/fawry/pay/bank-installments',
    access: STUDENT,
    summary: 'Pay for a plan in 3 or 6 monthly bank installments with a saved card (3-D Secure through `redirectUrl`)',
    description: `${PAY_FLOW} Installments cannot run longer than the plan period.`,
    request: {
      headers: idempotency,
      body: paymentSchemas.payBankInstallments.meta({ example: { ...checkout, period: 2, ...card, months: 6 } }),
    },
    responses: () => ({ 201: paymentStarted, 200: paymentStarted }),
  }),
  payRefNum: route({
    method: 'post',
    path: '/fawry/pay/ref-num',
    access: STUDENT,
    summary: 'Order a reference number to pay at a Fawry outlet before `expiresAt`',
    description: PAY_FLOW,
    request: { headers: idempotency, body: paymentSchemas.payRefNum.meta({ example: checkout }) },
    responses: () => ({ 201: paymentStarted, 200: paymentStarted }),
  }),
  payEWallet: route({
    method: 'post',
    path: '/fawry/pay/e-wallet',
    access: STUDENT,
    summary: "Pay for a plan from a mobile wallet: the wallet app asks the phone's owner (or scans `walletQr`)",
    description: PAY_FLOW,
    request: { headers: idempotency, body: paymentSchemas.payEWallet.meta({ example: { ...checkout, phone: '01012345678' } }) },
    responses: () => ({ 201: paymentStarted, 200: paymentStarted }),
  }),
  cancelUnpaidOrder: route({
    method: 'post',
    path: '/fawry/cancel-unpaid-order',
    access: only(Role.Student, ...ADMIN_ONLY.roles),
    summary: 'Cancel an unpaid order at Fawry and here',
    request: { body: paymentSchemas.cancelUnpaidOrder },
    responses: () => ({ 200: transaction }),
  }),
  refund: route({
    method: 'post',
    path: '/fawry/refund',
    access: ADMIN_ONLY,
    summary: 'Refund all (no amount) or part of a paid order through Fawry; the subscription ends or shortens with it',
    request: { body: paymentSchemas.refund },
    responses: () => ({ 200: transaction }),
  }),
  cards: route({
    method: 'get',
    path: '/fawry/card-token/list',
    access: STUDENT,
    summary: "The student's cards saved at Fawry",
    request: {},
    responses: () => ({ 200: z.array(savedCard) }),
  }),
  cardTokenUrl: route({
    method: 'get',
    path: '/fawry/card-token/url',
    access: STUDENT,
    summary: "Fawry's page to save a card; it returns the student to /card-added",
    request: {},
    responses: () => ({ 200: cardTokenUrl }),
  }),
  deleteCard: route({
    method: 'delete',
    path: '/fawry/card-token',
    access: STUDENT,
    summary: 'Forget a saved card at Fawry',
    request: { body: paymentSchemas.deleteCard },
    responses: () => ({ 204: { contentType: null, description: 'The card is removed' } }),
  }),
  // Fawry's server notification: no caller identity, the signature and the status API prove it (payment service).
  webhook: route({
    method: 'post',
    path: '/fawry/webhook',
    access: PUBLIC,
    summary: "Fawry's server notification of an order's status (called by Fawry, not by clients)",
    description:
      'Fawry posts this when an order changes (paid, expired, refunded…), to the `orderWebHookUrl` of the charge. ' +
      '`messageSignature` is the hex SHA-256 of fawryRefNumber, merchantRefNumber, paymentAmount and orderAmount (pounds ' +
      'with two decimals), orderStatus, paymentMethod and paymentRefrenceNumber (absent: empty) concatenated, then the ' +
      "merchant's secure key. A wrong signature, another amount or currency answers 400; an unknown merchantRefNumber " +
      "404. The notification's status is not trusted: Fawry's status API decides what is applied, and the answer is " +
      'the payment status (PaymentStatus) after it. Repeated and out-of-order notifications are harmless.',
    request: { body: notification },
    responses: () => ({ 200: z.strictObject({ status: z.literal(paymentStatuses) }) }),
  }),
};
