import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { FAWRY_PATHS } from '../workers/src/lib/fawry/client';
import {
  cancelUnpaidOrderSignature, chargeResponseSignature, chargeSignature, deleteCardSignature, listCardsSignature, notificationSignature,
  refundSignature, signaturesEqual, statusResponseSignature, statusSignature, toPiasters, toPounds,
} from '../workers/src/lib/fawry/signature';
import type { FawryCard, FawryOrderStatus, FawryPaymentMethod } from '../workers/src/lib/fawry/types';

// A local stand-in for Fawry's APIs, pages and notifications, so development and tests never reach Fawry itself.

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
  notify(merchantRefNum: string, opts?: { status?: FawryOrderStatus; times?: number; badSignature?: boolean; amount?: number }): Promise<number[]>;
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

const STATUSES: FawryOrderStatus[] = ['NEW', 'PAID', 'CANCELED', 'REFUNDED', 'EXPIRED', 'PARTIAL_REFUNDED', 'FAILED'];
const METHODS: FawryPaymentMethod[] = ['PAYATFAWRY', 'MWALLET', 'CARD'];
const DEFAULT_EXPIRY_MS = 48 * 3600_000;
const OK = { statusCode: 200, statusDescription: 'Operation done successfully' };
const TEST_CARD = '4242424242424242';

interface SavedCard extends FawryCard {
  customerProfileId: string;
  firstSixDigits: string;
  cardHolderName: string;
  isDefault: boolean;
}

/** A refusal in Fawry's words; Fawry answers these with HTTP 200. */
class Refusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export async function startFawrySandbox(opts: FawrySandboxOptions = {}): Promise<FawrySandbox> {
  const host = opts.host ?? '127.0.0.1';
  const merchantCode = opts.merchantCode ?? 'KALAM-LOCAL';
  const secureKey = opts.secureKey ?? randomBytes(16).toString('hex');
  const deliver = opts.deliver ?? deliverByFetch;
  const now = opts.now ?? Date.now;
  const orders = new Map<string, SandboxOrder>();
  const cards: SavedCard[] = [];
  const requests: SandboxRequest[] = [];
  let url = '';

  const warn = (msg: string) => {
    if (!opts.quiet) console.warn(`[fawry-sandbox] ${msg}`);
  };

  /** An unpaid order past its expiry has expired, as Fawry would report it. */
  function current(o: SandboxOrder): SandboxOrder {
    if (o.status === 'NEW' && o.expiresAt !== null && now() > o.expiresAt) o.status = 'EXPIRED';
    return o;
  }
  const byReference = (ref: string) => [...orders.values()].find((o) => o.referenceNumber === ref);
  const mustOrder = (ref: string) => {
    const o = orders.get(ref);
    if (!o) throw new Error(`No sandbox order ${ref}`);
    return current(o);
  };

  function newReferenceNumber(): string {
    for (;;) {
      const ref = String(randomInt(100_000_000, 1_000_000_000));
      if (!byReference(ref)) return ref;
    }
  }

  function addCard(customerProfileId: string, o: { number?: string; holder?: string } = {}): SavedCard {
    const number = (o.number ?? TEST_CARD).replace(/\D/g, '');
    const card: SavedCard = {
      token: randomBytes(32).toString('hex'), lastFourDigits: number.slice(-4), firstSixDigits: number.slice(0, 6), brand: brandOf(number),
      createdAt: now(), customerProfileId, cardHolderName: o.holder ?? 'Kalam Student', isDefault: !cards.some((c) => c.customerProfileId === customerProfileId),
    };
    cards.push(card);
    return card;
  }

  function settleOrder(o: SandboxOrder, status: FawryOrderStatus) {
    if (status === 'PAID' && o.status !== 'PAID') {
      o.paidAt = now();
      o.paymentRefrenceNumber = String(randomInt(10_000_000, 100_000_000));
      o.refunded = 0;
    }
    if (status === 'REFUNDED') o.refunded = o.amount;
    if (status === 'PARTIAL_REFUNDED' && (o.refunded === 0 || o.refunded >= o.amount)) o.refunded = Math.floor(o.amount / 2);
    o.status = status;
  }

  /** The body of a V2 notification (and of a status v2 answer). */
  async function orderMessage(o: SandboxOrder, over: { status?: FawryOrderStatus; amount?: number; badSignature?: boolean } = {}) {
    const status = over.status ?? o.status;
    const amount = over.amount ?? o.amount;
    const pounds = Number(toPounds(amount));
    const paymentRefrenceNumber = o.paymentRefrenceNumber ?? undefined;
    const signed = { fawryRefNumber: o.referenceNumber, merchantRefNumber: o.merchantRefNum, paymentAmount: amount, orderAmount: amount, orderStatus: status, paymentMethod: o.paymentMethod, paymentRefrenceNumber };
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
      messageSignature: await notificationSignature(signed, over.badSignature ? `${secureKey}-wrong` : secureKey),
    };
  }

  async function notify(ref: string, o: { status?: FawryOrderStatus; times?: number; badSignature?: boolean; amount?: number } = {}): Promise<number[]> {
    const order = mustOrder(ref);
    if (!order.orderWebHookUrl) return [];
    const answered: number[] = [];
    for (let i = 0; i < (o.times ?? 1); i++) {
      const body = JSON.stringify(await orderMessage(order, o));
      const status = await deliver(order.orderWebHookUrl, body).catch((err: unknown) => {
        warn(`notification for ${ref} not delivered: ${String(err)}`);
        return 0;
      });
      if (status !== 200) warn(`webhook answered ${status} for ${ref}`);
      answered.push(status);
    }
    return answered;
  }

  async function settle(ref: string, status: FawryOrderStatus, o: { notify?: boolean } = {}) {
    if (!STATUSES.includes(status)) throw new Error(`Not a Fawry order status: ${status}`);
    settleOrder(mustOrder(ref), status);
    if (o.notify ?? true) await notify(ref);
  }

  // ---- Fawry's server APIs ----

  const checkMerchant = (code: unknown) => {
    if (code !== merchantCode) throw new Refusal(9901, 'Merchant code is blank or invalid');
  };
  const checkSignature = (entry: SandboxRequest, expected: string, given: unknown) => {
    entry.signatureValid = typeof given === 'string' && signaturesEqual(given, expected);
    if (!entry.signatureValid) throw new Refusal(9946, 'Blank or invalid signature');
  };
  const amountOf = (v: unknown, field: string) => {
    const n = typeof v === 'number' || typeof v === 'string' ? toPiasters(v) : NaN;
    if (!Number.isSafeInteger(n) || n <= 0) throw new Refusal(9913, `Invalid ${field}`);
    return n;
  };
  const required = (b: Record<string, unknown>, field: string) => {
    const v = str(b[field]);
    if (!v) throw new Refusal(9905, `${field} is required`);
    return v;
  };

  async function charge(entry: SandboxRequest, b: Record<string, unknown>) {
    checkMerchant(b.merchantCode);
    const method = b.paymentMethod as FawryPaymentMethod;
    if (!METHODS.includes(method)) throw new Refusal(9910, `Payment method ${str(b.paymentMethod)} is not supported`);
    const amount = amountOf(b.amount, 'amount');
    const merchantRefNum = str(b.merchantRefNum);
    const card = method === 'CARD' ? { cardToken: str(b.cardToken), cvv: str(b.cvv), returnUrl: str(b.returnUrl) } : {};
    const installmentPlanId = str(b.installmentPlanId) || undefined;
    const expected = await chargeSignature({ merchantCode, merchantRefNum, customerProfileId: str(b.customerProfileId), paymentMethod: method, amount, ...card, installmentPlanId }, secureKey);
    checkSignature(entry, expected, b.signature);
    required(b, 'merchantRefNum');
    if (orders.has(merchantRefNum)) throw new Refusal(9960, 'Duplicate merchant reference number');
    if (method === 'MWALLET') required(b, 'customerMobile');
    if (method === 'CARD') {
      if (!cards.some((c) => c.token === card.cardToken && c.customerProfileId === str(b.customerProfileId))) throw new Refusal(9956, 'Card token not found for this customer');
      if (!/^\d{3,4}$/.test(card.cvv ?? '')) throw new Refusal(9957, 'Invalid CVV');
      required(b, 'returnUrl');
      if (b.enable3DS !== true) throw new Refusal(9958, 'The sandbox charges cards with 3-D Secure only (enable3DS: true)');
    }
    const createdAt = now();
    const expiry = Number(b.paymentExpiry);
    const order: SandboxOrder = {
      merchantRefNum, referenceNumber: newReferenceNumber(), customerProfileId: str(b.customerProfileId), customerName: str(b.customerName),
      customerEmail: str(b.customerEmail), customerMobile: str(b.customerMobile), paymentMethod: method, amount, description: str(b.description),
      status: 'NEW', orderWebHookUrl: str(b.orderWebHookUrl) || null, returnUrl: card.returnUrl ?? null, cardToken: card.cardToken ?? null,
      installmentPlanId: installmentPlanId ?? null, createdAt,
      expiresAt: Number.isFinite(expiry) && expiry > 0 ? expiry : method === 'PAYATFAWRY' ? createdAt + DEFAULT_EXPIRY_MS : null,
      paidAt: null, refunded: 0, paymentRefrenceNumber: null,
    };
    orders.set(merchantRefNum, order);
    if (method === 'CARD') {
      return { type: 'ChargeResponse', nextAction: { type: 'THREE_D_SECURE', redirectUrl: `${url}/sandbox/3ds/${encodeURIComponent(merchantRefNum)}` }, ...OK };
    }
    const pounds = Number(toPounds(amount));
    const answer = {
      type: 'ChargeResponse', referenceNumber: order.referenceNumber, merchantRefNumber: merchantRefNum, orderAmount: pounds, paymentAmount: pounds,
      fawryFees: 0, paymentMethod: method, orderStatus: order.status, customerMobile: order.customerMobile, customerMail: order.customerEmail,
      customerProfileId: order.customerProfileId, ...(order.expiresAt ? { expirationTime: order.expiresAt } : {}),
      ...(method === 'MWALLET' ? { walletQr: walletQr(`fawry-sandbox:${order.referenceNumber}`) } : {}),
    };
    return { ...answer, signature: await chargeResponseSignature(chargeAnswerFields(order), secureKey), ...OK };
  }

  async function status(entry: SandboxRequest, q: Record<string, unknown>) {
    checkMerchant(q.merchantCode);
    const merchantRefNumber = str(q.merchantRefNumber);
    checkSignature(entry, await statusSignature({ merchantCode, merchantRefNumber }, secureKey), q.signature);
    const o = orders.get(merchantRefNumber);
    if (!o) throw new Refusal(9938, 'Payment not found');
    const message = await orderMessage(current(o));
    return { type: 'PaymentStatusResponse', ...message, refundedAmount: Number(toPounds(o.refunded)), ...OK };
  }

  async function refund(entry: SandboxRequest, b: Record<string, unknown>) {
    checkMerchant(b.merchantCode);
    const referenceNumber = str(b.referenceNumber);
    const refundAmount = amountOf(b.refundAmount, 'refund amount');
    const reason = str(b.reason) || undefined;
    checkSignature(entry, await refundSignature({ merchantCode, referenceNumber, refundAmount, reason }, secureKey), b.signature);
    const o = byReference(referenceNumber);
    if (!o) throw new Refusal(9938, 'Payment not found');
    if (o.status !== 'PAID' && o.status !== 'PARTIAL_REFUNDED') throw new Refusal(9954, 'The order is not paid');
    if (o.refunded + refundAmount > o.amount) throw new Refusal(9935, 'Refund amount exceeds the paid amount');
    o.refunded += refundAmount;
    o.status = o.refunded === o.amount ? 'REFUNDED' : 'PARTIAL_REFUNDED';
    return { type: 'ResponseDataModel', ...OK };
  }

  async function cancelUnpaid(entry: SandboxRequest, b: Record<string, unknown>) {
    checkMerchant(b.merchantAccount);
    const orderRefNo = str(b.orderRefNo);
    checkSignature(entry, await cancelUnpaidOrderSignature({ orderRefNo, merchantAccount: merchantCode, lang: str(b.lang) }, secureKey), b.signature);
    const o = byReference(orderRefNo);
    if (!o) throw new Refusal(9938, 'Order not found');
    current(o);
    if (o.status === 'CANCELED') throw new Refusal(9984, 'The order is already canceled');
    if (o.status !== 'NEW') throw new Refusal(400, o.status === 'PAID' ? 'The order is already paid' : `The order is ${o.status}`);
    o.status = 'CANCELED';
    return { code: 200, description: 'Operation done successfully', reason: '' };
  }

  async function listCards(entry: SandboxRequest, q: Record<string, unknown>) {
    checkMerchant(q.merchantCode);
    const customerProfileId = str(q.customerProfileId);
    checkSignature(entry, await listCardsSignature({ merchantCode, customerProfileId }, secureKey), q.signature);
    const own = cards.filter((c) => c.customerProfileId === customerProfileId);
    return {
      type: 'CardListResponse',
      cards: own.map((c) => ({
        token: c.token, creationDate: c.createdAt, lastFourDigits: c.lastFourDigits, firstSixDigits: c.firstSixDigits, brand: c.brand,
        cardHolderName: c.cardHolderName, isDefault: c.isDefault,
      })),
      ...OK,
    };
  }

  async function deleteCard(entry: SandboxRequest, q: Record<string, unknown>) {
    checkMerchant(q.merchantCode);
    const customerProfileId = str(q.customerProfileId);
    const cardToken = str(q.cardToken);
    checkSignature(entry, await deleteCardSignature({ merchantCode, customerProfileId, cardToken }, secureKey), q.signature);
    const i = cards.findIndex((c) => c.token === cardToken && c.customerProfileId === customerProfileId);
    if (i < 0) throw new Refusal(9956, 'Card token not found for this customer');
    cards.splice(i, 1);
    return { type: 'CardTokenDeleteResponse', ...OK };
  }

  const apis: Record<string, (entry: SandboxRequest, input: Record<string, unknown>) => Promise<unknown>> = {
    [`POST ${FAWRY_PATHS.charge}`]: charge,
    [`GET ${FAWRY_PATHS.status}`]: status,
    [`POST ${FAWRY_PATHS.refund}`]: refund,
    [`POST ${FAWRY_PATHS.cancelUnpaidOrder}`]: cancelUnpaid,
    [`GET ${FAWRY_PATHS.cardToken}`]: listCards,
    [`DELETE ${FAWRY_PATHS.cardToken}`]: deleteCard,
  };

  // ---- pages and control endpoints ----

  function chargeAnswerFields(o: SandboxOrder) {
    return {
      referenceNumber: o.referenceNumber, merchantRefNumber: o.merchantRefNum, paymentAmount: o.amount, orderAmount: o.amount, orderStatus: o.status,
      paymentMethod: o.paymentMethod, fawryFees: 0, authNumber: o.paymentRefrenceNumber ?? undefined, customerMail: o.customerEmail || undefined,
      customerMobile: o.customerMobile || undefined,
    };
  }

  /** Where Fawry sends the customer back after 3-D Secure: the return URL with the charge answer as query parameters. */
  async function threeDsReturn(o: SandboxOrder): Promise<string> {
    const target = new URL(o.returnUrl!);
    const paid = o.status === 'PAID';
    const fields = chargeAnswerFields(o);
    const params: Record<string, string> = {
      type: 'ChargeResponse', referenceNumber: o.referenceNumber, merchantRefNumber: o.merchantRefNum, orderAmount: toPounds(o.amount),
      paymentAmount: toPounds(o.amount), fawryFees: '0.00', paymentMethod: 'CARD', orderStatus: o.status, customerMail: o.customerEmail,
      customerMobile: o.customerMobile, customerProfileId: o.customerProfileId,
      ...(paid ? { paymentTime: String(o.paidAt), authNumber: o.paymentRefrenceNumber! } : {}),
      statusCode: paid ? '200' : '99907', statusDescription: paid ? OK.statusDescription : 'Transaction declined by the card issuer',
      signature: await chargeResponseSignature(fields, secureKey),
    };
    for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v);
    return target.toString();
  }

  async function threeDs(req: IncomingMessage, res: ServerResponse, ref: string, form: Record<string, string>) {
    const o = orders.get(ref);
    if (!o || o.paymentMethod !== 'CARD') return html(res, 404, page('طلب غير موجود', `<p>لا يوجد طلب دفع بالبطاقة بالرقم ${esc(ref)}.</p>`));
    current(o);
    if (req.method === 'GET') {
      if (o.status !== 'NEW') return html(res, 409, page('التحقق من البطاقة', `<p>حالة الطلب: <b>${esc(o.status)}</b></p>`));
      return html(res, 200, page('التحقق من البطاقة (3-D Secure)', `
        <p>${esc(o.description)}</p>
        <p class="amount">${esc(toPounds(o.amount))} ج.م</p>
        <p>بطاقة تنتهي بـ ${esc(cards.find((c) => c.token === o.cardToken)?.lastFourDigits ?? '????')}</p>
        <form method="post"><button name="decision" value="approve">تأكيد الدفع</button>
        <button name="decision" value="decline" class="secondary">رفض الدفع</button></form>`));
    }
    if (o.status !== 'NEW') return html(res, 409, page('التحقق من البطاقة', `<p>حالة الطلب: <b>${esc(o.status)}</b></p>`));
    if (form.decision !== 'approve' && form.decision !== 'decline') return html(res, 400, page('التحقق من البطاقة', '<p>اختر تأكيد الدفع أو رفضه.</p>'));
    settleOrder(o, form.decision === 'approve' ? 'PAID' : 'FAILED');
    await notify(ref);
    return redirect(res, await threeDsReturn(o));
  }

  async function cardTokenPage(req: IncomingMessage, res: ServerResponse, query: Record<string, string>, form: Record<string, string>) {
    const input = req.method === 'POST' ? form : query;
    const { accNo, customerProfileId, returnUrl } = input;
    if (!accNo || !customerProfileId || !returnUrl || !URL.canParse(returnUrl)) {
      return html(res, 400, page('حفظ بطاقة', '<p>الرابط ينقصه accNo أو customerProfileId أو returnUrl.</p>'));
    }
    const number = (form.cardNumber ?? '').replace(/\D/g, '');
    const error = req.method !== 'POST' ? ''
      : !/^\d{12,19}$/.test(number) || !luhn(number) ? 'رقم البطاقة غير صحيح.'
      : !/^(0[1-9]|1[0-2])\/\d{2}$/.test(form.expiry ?? '') ? 'تاريخ الانتهاء غير صحيح (MM/YY).'
      : !/^\d{3,4}$/.test(form.cvv ?? '') ? 'رمز CVV غير صحيح.'
      : !form.holder?.trim() ? 'اكتب اسم حامل البطاقة.' : '';
    if (req.method === 'POST' && !error) {
      const card = addCard(customerProfileId, { number, holder: form.holder!.trim() });
      const target = new URL(returnUrl);
      const params = {
        ...OK, isDefault: card.isDefault, default: card.isDefault, token: card.token, creationDate: card.createdAt, lastFourDigits: card.lastFourDigits,
        firstSixDigits: card.firstSixDigits, brand: card.brand, cardHolderName: card.cardHolderName,
      };
      for (const [k, v] of Object.entries(params)) target.searchParams.set(k, String(v));
      return redirect(res, target.toString());
    }
    const hidden = (['accNo', 'customerProfileId', 'returnUrl'] as const).map((k) => `<input type="hidden" name="${k}" value="${esc(input[k]!)}">`).join('');
    return html(res, error ? 400 : 200, page('حفظ بطاقة', `
      ${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
      <form method="post">${hidden}
        <label>رقم البطاقة <input name="cardNumber" inputmode="numeric" value="${esc(form.cardNumber ?? '4242 4242 4242 4242')}"></label>
        <label>تاريخ الانتهاء <input name="expiry" value="${esc(form.expiry ?? '12/30')}"></label>
        <label>CVV <input name="cvv" inputmode="numeric" value="${esc(form.cvv ?? '123')}"></label>
        <label>اسم حامل البطاقة <input name="holder" value="${esc(form.holder ?? 'Kalam Student')}"></label>
        <button>حفظ البطاقة</button>
      </form>`));
  }

  function dashboard(res: ServerResponse) {
    const rows = [...orders.values()].reverse().map((o) => {
      current(o);
      const actions = o.status !== 'NEW' ? '' : [
        ...(o.paymentMethod === 'CARD' ? [`<a href="/sandbox/3ds/${encodeURIComponent(o.merchantRefNum)}">صفحة 3-D Secure</a>`] : []),
        ...([['PAID', 'تم الدفع'], ['FAILED', 'فشل'], ['EXPIRED', 'انتهت الصلاحية']] as const).map(([s, label]) =>
          `<form method="post" action="/sandbox/orders/${encodeURIComponent(o.merchantRefNum)}/settle"><button name="status" value="${s}">${label}</button></form>`),
      ].join(' ');
      return `<tr><td dir="ltr">${esc(o.merchantRefNum)}</td><td dir="ltr">${esc(o.referenceNumber)}</td><td>${esc(o.paymentMethod)}</td>
        <td>${esc(toPounds(o.amount))}</td><td>${esc(o.customerEmail)}</td><td><b>${esc(o.status)}</b></td><td class="actions">${actions}</td></tr>`;
    });
    return html(res, 200, page('الطلبات', rows.length === 0 ? '<p>لا توجد طلبات بعد.</p>' : `<table>
      <thead><tr><th>رقم الطلب</th><th>الرقم المرجعي</th><th>طريقة الدفع</th><th>المبلغ (ج.م)</th><th>العميل</th><th>الحالة</th><th></th></tr></thead>
      <tbody>${rows.join('')}</tbody></table>`));
  }

  async function control(res: ServerResponse, ref: string, action: string, input: Record<string, unknown>, isForm: boolean) {
    if (!orders.has(ref)) return json(res, 404, { error: `No sandbox order ${ref}` });
    if (action === 'settle') {
      const status = str(input.status) as FawryOrderStatus;
      if (!STATUSES.includes(status)) return json(res, 400, { error: `status must be one of ${STATUSES.join(', ')}` });
      await settle(ref, status, { notify: input.notify === undefined ? true : input.notify === true || input.notify === 'true' });
      return isForm ? redirect(res, '/sandbox', 303) : json(res, 200, mustOrder(ref));
    }
    const status = input.status === undefined ? undefined : (str(input.status) as FawryOrderStatus);
    if (status !== undefined && !STATUSES.includes(status)) return json(res, 400, { error: `status must be one of ${STATUSES.join(', ')}` });
    const times = input.times === undefined ? 1 : Number(input.times);
    if (!Number.isInteger(times) || times < 1 || times > 20) return json(res, 400, { error: 'times must be 1 to 20' });
    return json(res, 200, { delivered: await notify(ref, { status, times }) });
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const reqUrl = new URL(req.url ?? '/', url);
    const path = reqUrl.pathname;
    const query = Object.fromEntries(reqUrl.searchParams);
    const raw = await readBody(req);
    const isForm = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    let body: unknown = undefined;
    try {
      body = raw === '' ? undefined : isForm ? Object.fromEntries(new URLSearchParams(raw)) : JSON.parse(raw);
    } catch {
      body = raw;
    }
    const fields = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;

    const api = apis[`${req.method} ${path}`];
    if (api) {
      const entry: SandboxRequest = { method: req.method!, path, query, body, signatureValid: false };
      requests.push(entry);
      if (typeof body === 'string') return json(res, 400, { statusCode: 400, statusDescription: 'Malformed JSON body' });
      try {
        return json(res, 200, await api(entry, req.method === 'POST' ? fields : { ...fields, ...query }));
      } catch (err) {
        if (!(err instanceof Refusal)) throw err;
        return json(res, 200, path === FAWRY_PATHS.cancelUnpaidOrder
          ? { code: err.code, description: err.message, reason: err.message }
          : { type: 'ErrorResponse', statusCode: err.code, statusDescription: err.message });
      }
    }
    const strings = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, str(v)]));
    if (path === FAWRY_PATHS.cardTokenPage && (req.method === 'GET' || req.method === 'POST')) return cardTokenPage(req, res, query, strings);
    const threeDsPath = /^\/sandbox\/3ds\/([^/]+)$/.exec(path);
    if (threeDsPath && (req.method === 'GET' || req.method === 'POST')) return threeDs(req, res, decodeURIComponent(threeDsPath[1]!), strings);
    if (path === '/sandbox' && req.method === 'GET') return dashboard(res);
    if (path === '/sandbox/orders' && req.method === 'GET') return json(res, 200, [...orders.values()].map(current));
    const controlPath = /^\/sandbox\/orders\/([^/]+)\/(settle|notify)$/.exec(path);
    if (controlPath && req.method === 'POST') return control(res, decodeURIComponent(controlPath[1]!), controlPath[2]!, fields, isForm);
    // browsers ask every page's host for an icon
    if (path === '/favicon.ico') return void res.writeHead(204).end();
    return json(res, 404, { error: 'Not found' });
  }

  const server = createServer((req, res) => {
    route(req, res).catch((err: unknown) => {
      warn(`${req.method} ${req.url} failed: ${err instanceof Error ? err.stack : String(err)}`);
      if (!res.headersSent) json(res, 500, { error: 'Sandbox error' });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  url = `http://${host}:${typeof address === 'object' && address ? address.port : opts.port}`;

  let closed: Promise<void> | undefined;
  return {
    url,
    merchantCode,
    secureKey,
    requests,
    order: (ref) => {
      const o = orders.get(ref);
      return o && current(o);
    },
    settle,
    notify,
    addCard: (customerProfileId, o) => {
      const card = addCard(customerProfileId, o);
      return { token: card.token, lastFourDigits: card.lastFourDigits, brand: card.brand, createdAt: card.createdAt };
    },
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closed;
    },
  };
}

async function deliverByFetch(target: string, body: string): Promise<number> {
  const res = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(15_000) });
  await res.arrayBuffer().catch(() => undefined);
  return res.status;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > 1_000_000) req.destroy(new Error('Body too large'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function html(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}

function redirect(res: ServerResponse, location: string, status = 302) {
  res.writeHead(status, { location, 'cache-control': 'no-store' });
  res.end();
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const CSS = `body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1d2330}
header{background:#ffd200;color:#1d2330;padding:.75rem 1rem;font-weight:700}main{max-width:56rem;margin:1.5rem auto;padding:0 1rem}
form{display:inline-block;margin:0}label{display:block;margin:.5rem 0}input{display:block;padding:.4rem;width:16rem;max-width:100%}
button{background:#1d4ed8;color:#fff;border:0;border-radius:.4rem;padding:.5rem 1rem;margin:.5rem .25rem 0 0;cursor:pointer}
button.secondary{background:#b91c1c}.amount{font-size:2rem;font-weight:700}.error{color:#b91c1c}
table{border-collapse:collapse;width:100%;background:#fff}td,th{border:1px solid #dde;padding:.4rem;text-align:start}.actions button{padding:.25rem .5rem}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} — فوري: بيئة تجريبية محلية</title><style>${CSS}</style></head>
<body><header>فوري — بيئة تجريبية محلية (local Fawry sandbox، ليست فوري الحقيقية)</header><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
}

function brandOf(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MasterCard';
  if (/^507803|^507808/.test(number)) return 'Meeza';
  return 'Card';
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** A QR-looking SVG (no QR library): the sandbox's wallet is paid from /sandbox, not by scanning. */
function walletQr(text: string): string {
  const bits = createHash('sha512').update(text).digest();
  let cells = '';
  for (let i = 0; i < 21 * 21; i++) if (bits[(i >> 3) % bits.length]! & (1 << (i & 7))) cells += `<rect x="${i % 21}" y="${Math.floor(i / 21)}" width="1" height="1"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 25 25" width="200" height="200"><rect x="-2" y="-2" width="25" height="25" fill="#fff"/><g fill="#000">${cells}</g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
