import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FawrySandbox, startFawrySandbox } from '../../dev/fawry-sandbox';
import {
  cancelUnpaidOrderSignature,
  chargeResponseSignature,
  chargeSignature,
  deleteCardSignature,
  type FawryClient,
  FawryError,
  fawryClient,
  fawryDisabled,
  listCardsSignature,
  notificationSignature,
  parseInstallmentPlans,
  refundSignature,
  signaturesEqual,
  statusResponseSignature,
  statusSignature,
  toPiasters,
  toPounds,
} from '../src/lib/fawry';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

describe('Fawry signatures', () => {
  it('writes piasters as pounds with two decimals and reads them back', () => {
    expect([12345, 50000, 5, 0, 100].map(toPounds)).toEqual(['123.45', '500.00', '0.05', '0.00', '1.00']);
    expect([123.45, '500.00', 0.1, 1200].map(toPiasters)).toEqual([12345, 50000, 10, 120000]);
    expect(() => toPounds(1.5)).toThrow();
  });

  it('signs charges for outlet and wallet payments, cards with 3-D Secure, and installments', async () => {
    const base = { merchantCode: 'MC', merchantRefNum: '123', customerProfileId: '7', amount: 50000 };
    expect(await chargeSignature({ ...base, paymentMethod: 'PAYATFAWRY' }, 'KEY')).toBe(sha('MC1237PAYATFAWRY500.00KEY'));
    expect(await chargeSignature({ ...base, paymentMethod: 'MWALLET' }, 'KEY')).toBe(sha('MC1237MWALLET500.00KEY'));
    const card = { ...base, paymentMethod: 'CARD' as const, cardToken: 'tok', cvv: '321', returnUrl: 'https://kalam.example/r' };
    expect(await chargeSignature(card, 'KEY')).toBe(sha('MC1237CARD500.00tok321https://kalam.example/rKEY'));
    expect(await chargeSignature({ ...card, installmentPlanId: 'P3' }, 'KEY')).toBe(
      sha('MC1237CARD500.00tok321https://kalam.example/rP3KEY'),
    );
    expect(await chargeSignature({ ...base, customerProfileId: undefined, paymentMethod: 'PAYATFAWRY' }, 'KEY')).toBe(
      sha('MC123PAYATFAWRY500.00KEY'),
    );
  });

  it('signs refunds, cancellations, status queries and card-token requests', async () => {
    expect(await refundSignature({ merchantCode: 'MC', referenceNumber: '987654321', refundAmount: 1050, reason: 'late' }, 'KEY')).toBe(
      sha('MC98765432110.50lateKEY'),
    );
    expect(await refundSignature({ merchantCode: 'MC', referenceNumber: '987654321', refundAmount: 1050 }, 'KEY')).toBe(
      sha('MC98765432110.50KEY'),
    );
    expect(await cancelUnpaidOrderSignature({ orderRefNo: '987654321', merchantAccount: 'MC', lang: 'ar-eg' }, 'KEY')).toBe(
      sha('987654321MCar-egKEY'),
    );
    expect(await statusSignature({ merchantCode: 'MC', merchantRefNumber: '123' }, 'KEY')).toBe(sha('MC123KEY'));
    expect(await listCardsSignature({ merchantCode: 'MC', customerProfileId: '7' }, 'KEY')).toBe(sha('MC7KEY'));
    expect(await deleteCardSignature({ merchantCode: 'MC', customerProfileId: '7', cardToken: 'tok' }, 'KEY')).toBe(sha('MC7tokKEY'));
  });

  it('signs V2 notifications and status answers the same way, with "" for a missing payment reference', async () => {
    const n = {
      fawryRefNumber: '987654321',
      merchantRefNumber: '123',
      paymentAmount: 50000,
      orderAmount: 50000,
      orderStatus: 'PAID',
      paymentMethod: 'PAYATFAWRY',
    };
    expect(await notificationSignature({ ...n, paymentRefrenceNumber: '555' }, 'KEY')).toBe(
      sha('987654321123500.00500.00PAIDPAYATFAWRY555KEY'),
    );
    expect(await statusResponseSignature(n, 'KEY')).toBe(sha('987654321123500.00500.00PAIDPAYATFAWRYKEY'));
    expect(await chargeResponseSignature({ ...n, referenceNumber: '987654321', fawryFees: 0, customerMail: 'a@b.c' }, 'KEY')).toBe(
      sha('987654321123500.00500.00PAIDPAYATFAWRY0.00a@b.cKEY'),
    );
  });

  it('compares signatures in constant time, ignoring hex case, refusing different lengths', () => {
    expect(signaturesEqual(sha('x'), sha('x').toUpperCase())).toBe(true);
    expect(signaturesEqual(sha('x'), sha('y'))).toBe(false);
    expect(signaturesEqual(sha('x'), sha('x').slice(1))).toBe(false);
  });

  it('reads installment plans from "3:id,6:id"', () => {
    expect(parseInstallmentPlans('3:LOCAL-3, 6:LOCAL-6')).toEqual({ 3: 'LOCAL-3', 6: 'LOCAL-6' });
    expect(parseInstallmentPlans('12:x,,3:')).toEqual({});
    expect(parseInstallmentPlans(undefined)).toEqual({});
  });
});

describe('Fawry client against the sandbox', () => {
  let sandbox: FawrySandbox;
  let client: FawryClient;
  let notifications: string[];
  beforeEach(async () => {
    notifications = [];
    sandbox = await startFawrySandbox({
      merchantCode: 'MC',
      secureKey: 'KEY',
      quiet: true,
      deliver: async (_url, body) => (notifications.push(body), 200),
    });
    client = fawryClient({
      baseUrl: `${sandbox.url}/`,
      merchantCode: 'MC',
      secureKey: 'KEY',
      accountNumber: 'ACC-1',
      installmentPlans: { 3: 'PLAN-3' },
    });
  });
  afterEach(() => sandbox.close());

  const common = {
    customerProfileId: '7',
    customerName: 'Sara',
    customerEmail: 'sara@kalam.test',
    customerMobile: '01000000000',
    amount: 50000,
    description: 'Kalam Gold',
    orderWebHookUrl: 'http://127.0.0.1:9/hook',
  };
  const lastRequest = () => sandbox.requests.at(-1)!;

  it('asks for a reference number to pay at an outlet, with expiry, items, language and webhook', async () => {
    const expiry = Date.now() + 3600_000;
    const result = await client.charge({ ...common, merchantRefNum: 'r1', method: 'PAYATFAWRY', paymentExpiry: expiry });
    expect(result).toMatchObject({ orderStatus: 'NEW', expiresAt: expiry, redirectUrl: null, walletQr: null });
    expect(result.referenceNumber).toBe(sandbox.order('r1')!.referenceNumber);
    expect(lastRequest()).toMatchObject({
      path: '/ECommerceWeb/Fawry/payments/charge',
      signatureValid: true,
      body: {
        merchantCode: 'MC',
        paymentMethod: 'PAYATFAWRY',
        amount: 500,
        language: 'ar-eg',
        orderWebHookUrl: common.orderWebHookUrl,
        paymentExpiry: expiry,
        chargeItems: [{ price: 500, quantity: 1, description: 'Kalam Gold' }],
        customerEmail: 'sara@kalam.test',
        customerName: 'Sara',
      },
    });
  });

  it('asks for a wallet payment and gets a QR code', async () => {
    const result = await client.charge({ ...common, merchantRefNum: 'r2', method: 'MWALLET' });
    expect(result.walletQr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(result.referenceNumber).toMatch(/^\d{9}$/);
    expect(lastRequest()).toMatchObject({ signatureValid: true, body: { paymentMethod: 'MWALLET', customerMobile: '01000000000' } });
  });

  it('charges a saved card with 3-D Secure, and installments with the configured plan', async () => {
    const card = sandbox.addCard('7');
    const result = await client.charge({
      ...common,
      merchantRefNum: 'r3',
      method: 'CARD',
      cardToken: card.token,
      cvv: '123',
      returnUrl: 'http://127.0.0.1:9/back',
    });
    expect(result.redirectUrl).toBe(`${sandbox.url}/sandbox/3ds/r3`);
    expect(lastRequest()).toMatchObject({
      signatureValid: true,
      body: { paymentMethod: 'CARD', cardToken: card.token, cvv: '123', enable3DS: true, returnUrl: 'http://127.0.0.1:9/back' },
    });

    await client.charge({
      ...common,
      merchantRefNum: 'r4',
      method: 'CARD',
      cardToken: card.token,
      cvv: '123',
      returnUrl: 'http://127.0.0.1:9/back',
      installmentMonths: 3,
    });
    expect(lastRequest()).toMatchObject({ signatureValid: true, body: { installmentPlanId: 'PLAN-3' } });
    expect(sandbox.order('r4')!.installmentPlanId).toBe('PLAN-3');
    await expect(
      client.charge({
        ...common,
        merchantRefNum: 'r5',
        method: 'CARD',
        cardToken: card.token,
        cvv: '123',
        returnUrl: 'http://x/',
        installmentMonths: 6,
      }),
    ).rejects.toBeInstanceOf(FawryError);
    expect(sandbox.order('r5')).toBeUndefined();
  });

  it('reads the signed payment status in piasters, then refunds and cancels with valid signatures', async () => {
    await client.charge({ ...common, merchantRefNum: 'r6', method: 'PAYATFAWRY' });
    await sandbox.settle('r6', 'PAID', { notify: false });
    const status = await client.status('r6');
    expect(lastRequest()).toMatchObject({
      method: 'GET',
      path: '/ECommerceWeb/Fawry/payments/status/v2',
      query: { merchantCode: 'MC', merchantRefNumber: 'r6' },
      signatureValid: true,
    });
    expect(status).toMatchObject({
      merchantRefNumber: 'r6',
      orderAmount: 50000,
      paymentAmount: 50000,
      orderStatus: 'PAID',
      paymentMethod: 'PAYATFAWRY',
      refundedAmount: 0,
    });
    expect(status.referenceNumber).toBe(sandbox.order('r6')!.referenceNumber);
    expect(status.paymentTime).toBeGreaterThan(0);

    await client.refund({ referenceNumber: status.referenceNumber, amount: 12345, reason: 'lesson missed' });
    expect(lastRequest()).toMatchObject({
      signatureValid: true,
      body: { referenceNumber: status.referenceNumber, refundAmount: 123.45, reason: 'lesson missed' },
    });
    expect(await client.status('r6')).toMatchObject({ orderStatus: 'PARTIAL_REFUNDED', refundedAmount: 12345 });

    await client.charge({ ...common, merchantRefNum: 'r7', method: 'PAYATFAWRY' });
    await client.cancelUnpaidOrder({ referenceNumber: sandbox.order('r7')!.referenceNumber });
    expect(lastRequest()).toMatchObject({
      path: '/ECommerceWeb/api/orders/cancel-unpaid-order',
      signatureValid: true,
      body: { merchantAccount: 'MC', lang: 'ar-eg' },
    });
    expect(sandbox.order('r7')!.status).toBe('CANCELED');
  });

  it('lists and deletes saved cards', async () => {
    const card = sandbox.addCard('7', { number: '5123450000000008' });
    sandbox.addCard('8');
    expect(await client.listCards('7')).toEqual([card]);
    expect(card).toMatchObject({ lastFourDigits: '0008', brand: 'MasterCard' });
    await client.deleteCard('7', card.token);
    expect(lastRequest()).toMatchObject({ method: 'DELETE', query: { cardToken: card.token }, signatureValid: true });
    expect(await client.listCards('7')).toEqual([]);
    await expect(client.deleteCard('7', card.token)).rejects.toBeInstanceOf(FawryError);
  });

  it('turns a refusal into FawryError with Fawry’s own message and code', async () => {
    const wrongKey = fawryClient({ baseUrl: sandbox.url, merchantCode: 'MC', secureKey: 'NOT-THE-KEY' });
    const err = await wrongKey.charge({ ...common, merchantRefNum: 'r8', method: 'PAYATFAWRY' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FawryError);
    expect(err).toMatchObject({ statusCode: 9946, providerMessage: 'Blank or invalid signature' });
    expect(lastRequest().signatureValid).toBe(false);
    await expect(client.status('unknown')).rejects.toMatchObject({ statusCode: 9938, providerMessage: 'Payment not found' });
  });

  it('refuses a status answer whose signature was tampered with', async () => {
    await client.charge({ ...common, merchantRefNum: 'r9', method: 'PAYATFAWRY' });
    const tampering = fawryClient({
      baseUrl: sandbox.url,
      merchantCode: 'MC',
      secureKey: 'KEY',
      fetch: async (input, init) => {
        const body = await (await fetch(input, init)).json();
        return Response.json({ ...body, orderStatus: 'PAID' });
      },
    });
    await expect(tampering.status('r9')).rejects.toMatchObject({ providerMessage: 'Fawry status answer has a bad signature' });
    await expect(client.status('r9')).resolves.toMatchObject({ orderStatus: 'NEW' });
  });

  it('fails with FawryError when Fawry is unreachable or answers HTTP errors', async () => {
    const down = fawryClient({
      baseUrl: 'http://127.0.0.1:9',
      merchantCode: 'MC',
      secureKey: 'KEY',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(down.listCards('7')).rejects.toMatchObject({ providerMessage: 'Fawry could not be reached' });
    const broken = fawryClient({
      baseUrl: 'http://127.0.0.1:9',
      merchantCode: 'MC',
      secureKey: 'KEY',
      fetch: async () => new Response('<html>', { status: 502 }),
    });
    await expect(broken.listCards('7')).rejects.toMatchObject({ statusCode: 502 });
  });

  it('verifies notifications the sandbox signs and refuses wrong ones', async () => {
    await client.charge({ ...common, merchantRefNum: 'r10', method: 'PAYATFAWRY' });
    await sandbox.settle('r10', 'PAID');
    await sandbox.notify('r10', { badSignature: true });
    const [good, bad] = notifications.map((n) => JSON.parse(n));
    expect(await client.verifyNotification(good)).toBe(true);
    expect(await client.verifyNotification(bad)).toBe(false);
    expect(await client.verifyNotification({ ...good, orderAmount: 1 })).toBe(false);
  });

  it('points the hosted card-token page at the sandbox with our account number', () => {
    const url = new URL(
      client.cardTokenUrl({ customerProfileId: '7', customerEmail: 'sara@kalam.test', returnUrl: 'https://kalam.example/card-added' }),
    );
    expect(url.origin + url.pathname).toBe(`${sandbox.url}/atfawry/plugin/card-token`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      accNo: 'ACC-1',
      customerProfileId: '7',
      returnUrl: 'https://kalam.example/card-added',
    });
  });
});

describe('Fawry switched off', () => {
  it('refuses every call and every notification', async () => {
    await expect(fawryDisabled.status('x')).rejects.toMatchObject({ providerMessage: 'Fawry is not configured' });
    await expect(fawryDisabled.listCards('7')).rejects.toBeInstanceOf(FawryError);
    expect(() => fawryDisabled.cardTokenUrl({ customerProfileId: '7', customerEmail: 'a@b.c', returnUrl: 'x' })).toThrow(FawryError);
    expect(await fawryDisabled.verifyNotification({} as never)).toBe(false);
  });
});
