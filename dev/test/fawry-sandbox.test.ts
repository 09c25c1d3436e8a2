import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FawryClient, fawryClient } from '../../workers/src/lib/fawry';
import { type FawrySandbox, startFawrySandbox } from '../fawry-sandbox';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const HOOK = 'http://127.0.0.1:9/api/v1/fawry/webhook';
const RETURN = 'http://127.0.0.1:9/checkout/1/month?transaction=5';

let sandbox: FawrySandbox;
let client: FawryClient;
let delivered: { url: string; body: Record<string, unknown> }[];
let webhookStatus: number;

beforeEach(async () => {
  delivered = [];
  webhookStatus = 200;
  sandbox = await startFawrySandbox({
    merchantCode: 'MC',
    secureKey: 'KEY',
    quiet: true,
    deliver: async (url, body) => {
      delivered.push({ url, body: JSON.parse(body) });
      return webhookStatus;
    },
  });
  client = fawryClient({ baseUrl: sandbox.url, merchantCode: 'MC', secureKey: 'KEY', accountNumber: 'ACC' });
});
afterEach(() => sandbox.close());

const customer = {
  customerProfileId: '7',
  customerName: 'سارة',
  customerEmail: 'sara@kalam.test',
  customerMobile: '01000000000',
  description: 'Kalam Gold',
  orderWebHookUrl: HOOK,
};

async function cardOrder(ref = 'ref-card') {
  const card = sandbox.addCard('7');
  const charge = await client.charge({
    ...customer,
    merchantRefNum: ref,
    amount: 120000,
    method: 'CARD',
    cardToken: card.token,
    cvv: '123',
    returnUrl: RETURN,
  });
  return { card, charge };
}

describe('Fawry sandbox', () => {
  it('refuses a request whose signature is wrong, like Fawry (HTTP 200, statusCode 9946), and logs it', async () => {
    const res = await fetch(`${sandbox.url}/ECommerceWeb/Fawry/payments/charge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        merchantCode: 'MC',
        merchantRefNum: 'r1',
        customerProfileId: '7',
        paymentMethod: 'PAYATFAWRY',
        amount: 500,
        signature: sha('MCr17PAYATFAWRY500.00WRONG'),
      }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ statusCode: 9946 });
    expect(sandbox.order('r1')).toBeUndefined();
    expect(sandbox.requests.at(-1)).toMatchObject({ method: 'POST', path: '/ECommerceWeb/Fawry/payments/charge', signatureValid: false });

    const good = await fetch(`${sandbox.url}/ECommerceWeb/Fawry/payments/charge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        merchantCode: 'MC',
        merchantRefNum: 'r1',
        customerProfileId: '7',
        paymentMethod: 'PAYATFAWRY',
        amount: 500,
        signature: sha('MCr17PAYATFAWRY500.00KEY'),
      }),
    });
    const body = await good.json();
    expect(body).toMatchObject({ statusCode: 200, merchantRefNumber: 'r1', orderStatus: 'NEW' });
    expect(body.referenceNumber).toMatch(/^\d{9}$/);
    expect(body.expirationTime - Date.now()).toBeGreaterThan(47 * 3600_000);
    expect(sandbox.requests.at(-1)!.signatureValid).toBe(true);
  });

  it('refuses a status query with a wrong signature or for an unknown order', async () => {
    const bad = await fetch(
      `${sandbox.url}/ECommerceWeb/Fawry/payments/status/v2?merchantCode=MC&merchantRefNumber=x&signature=${sha('MCxNOPE')}`,
    );
    expect(await bad.json()).toMatchObject({ statusCode: 9946 });
    await expect(client.status('x')).rejects.toMatchObject({ statusCode: 9938 });
  });

  it('charges a saved card with 3-D Secure; approving marks it paid, notifies, and returns the customer with Fawry’s parameters', async () => {
    const { charge } = await cardOrder();
    expect(charge.redirectUrl).toBe(`${sandbox.url}/sandbox/3ds/ref-card`);
    const pageRes = await fetch(charge.redirectUrl!);
    const html = await pageRes.text();
    expect(html).toContain('lang="ar" dir="rtl"');
    expect(html).toContain('1200.00');
    expect(html).toContain('value="approve"');

    const res = await fetch(charge.redirectUrl!, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('http://127.0.0.1:9/checkout/1/month');
    expect(back.searchParams.get('transaction')).toBe('5');
    const order = sandbox.order('ref-card')!;
    expect(order.status).toBe('PAID');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      merchantRefNumber: 'ref-card',
      referenceNumber: order.referenceNumber,
      orderStatus: 'PAID',
      statusCode: '200',
      paymentMethod: 'CARD',
      orderAmount: '1200.00',
    });
    const p = back.searchParams;
    expect(p.get('signature')).toBe(
      sha(`${order.referenceNumber}ref-card1200.001200.00PAIDCARD0.00${p.get('authNumber')}sara@kalam.test01000000000KEY`),
    );
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ url: HOOK, body: { merchantRefNumber: 'ref-card', orderStatus: 'PAID' } });
  });

  it('declining 3-D Secure marks the order failed and returns the customer with FAILED', async () => {
    const { charge } = await cardOrder();
    const res = await fetch(charge.redirectUrl!, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'decline' }),
      redirect: 'manual',
    });
    const back = new URL(res.headers.get('location')!);
    expect(back.searchParams.get('orderStatus')).toBe('FAILED');
    expect(back.searchParams.get('statusCode')).not.toBe('200');
    expect(sandbox.order('ref-card')!.status).toBe('FAILED');
    expect(delivered.map((d) => d.body.orderStatus)).toEqual(['FAILED']);
    expect((await fetch(charge.redirectUrl!)).status).toBe(409);
  });

  it('refuses a card charge with a token the customer has not saved', async () => {
    await expect(
      client.charge({ ...customer, merchantRefNum: 'r', amount: 100, method: 'CARD', cardToken: 'nope', cvv: '123', returnUrl: RETURN }),
    ).rejects.toMatchObject({ name: 'FawryError' });
  });

  it('saves a card on the hosted card-token page and returns the customer with the token parameters', async () => {
    const pageUrl = client.cardTokenUrl({
      customerProfileId: '7',
      customerEmail: 'sara@kalam.test',
      returnUrl: 'http://127.0.0.1:9/card-added',
    });
    expect(pageUrl.startsWith(`${sandbox.url}/atfawry/plugin/card-token?`)).toBe(true);
    const html = await (await fetch(pageUrl)).text();
    expect(html).toContain('حفظ البطاقة');
    expect(html).toContain('4242 4242 4242 4242');

    const form = new URLSearchParams({
      accNo: 'ACC',
      customerProfileId: '7',
      returnUrl: 'http://127.0.0.1:9/card-added',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvv: '123',
      holder: 'Sara',
    });
    const res = await fetch(pageUrl, { method: 'POST', body: form, redirect: 'manual' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(back.pathname).toBe('/card-added');
    const p = Object.fromEntries(back.searchParams);
    expect(p).toMatchObject({
      statusCode: '200',
      lastFourDigits: '4242',
      firstSixDigits: '424242',
      cardHolderName: 'Sara',
      isDefault: 'true',
    });
    expect(await client.listCards('7')).toEqual([
      { token: p.token, lastFourDigits: '4242', brand: 'Visa', createdAt: Number(p.creationDate) },
    ]);

    const wrong = await fetch(pageUrl, {
      method: 'POST',
      body: new URLSearchParams({ ...Object.fromEntries(form), cardNumber: '4242 4242 4242 4241' }),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('role="alert"');
  });

  it('sends correctly signed V2 notifications to the order’s webhook, and a wrong signature when asked', async () => {
    await client.charge({ ...customer, merchantRefNum: 'r2', amount: 50000, method: 'PAYATFAWRY' });
    await sandbox.settle('r2', 'PAID');
    const order = sandbox.order('r2')!;
    const [n] = delivered.map((d) => d.body);
    expect(n).toMatchObject({
      fawryRefNumber: order.referenceNumber,
      merchantRefNumber: 'r2',
      orderAmount: 500,
      paymentAmount: 500,
      orderStatus: 'PAID',
      paymentMethod: 'PAYATFAWRY',
    });
    expect(n!.messageSignature).toBe(sha(`${order.referenceNumber}r2500.00500.00PAIDPAYATFAWRY${order.paymentRefrenceNumber}KEY`));
    expect(await client.verifyNotification(n as never)).toBe(true);

    webhookStatus = 500;
    expect(await sandbox.notify('r2', { times: 2 })).toEqual([500, 500]);
    await sandbox.notify('r2', { badSignature: true });
    expect(await client.verifyNotification(delivered.at(-1)!.body as never)).toBe(false);
    await sandbox.notify('r2', { amount: 100 });
    expect(delivered.at(-1)!.body).toMatchObject({ orderAmount: 1, paymentAmount: 1 });
    expect(await client.verifyNotification(delivered.at(-1)!.body as never)).toBe(true);
  });

  it('settles and notifies through its control endpoints, and lists orders', async () => {
    await client.charge({ ...customer, merchantRefNum: 'r3', amount: 2500, method: 'MWALLET' });
    const settle = await fetch(`${sandbox.url}/sandbox/orders/r3/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'EXPIRED', notify: false }),
    });
    expect(await settle.json()).toMatchObject({ merchantRefNum: 'r3', status: 'EXPIRED' });
    expect(delivered).toHaveLength(0);
    const notify = await fetch(`${sandbox.url}/sandbox/orders/r3/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ times: 2 }),
    });
    expect(await notify.json()).toEqual({ delivered: [200, 200] });
    const form = await fetch(`${sandbox.url}/sandbox/orders/r3/settle`, {
      method: 'POST',
      body: new URLSearchParams({ status: 'PAID' }),
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    expect(delivered.map((d) => d.body.orderStatus)).toEqual(['EXPIRED', 'EXPIRED', 'PAID']);
    expect(await (await fetch(`${sandbox.url}/sandbox/orders`)).json()).toMatchObject([{ merchantRefNum: 'r3', status: 'PAID' }]);
    expect(await (await fetch(`${sandbox.url}/sandbox`)).text()).toContain('r3');
    expect((await fetch(`${sandbox.url}/sandbox/orders/none/settle`, { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('refunds only what was paid and cancels only unpaid orders', async () => {
    await client.charge({ ...customer, merchantRefNum: 'r4', amount: 10000, method: 'PAYATFAWRY' });
    const ref = sandbox.order('r4')!.referenceNumber;
    await expect(client.refund({ referenceNumber: ref, amount: 100, reason: 'x' })).rejects.toMatchObject({ statusCode: 9954 });
    await sandbox.settle('r4', 'PAID', { notify: false });
    await expect(client.cancelUnpaidOrder({ referenceNumber: ref })).rejects.toMatchObject({ name: 'FawryError' });
    await client.refund({ referenceNumber: ref, amount: 4000, reason: 'part' });
    expect(sandbox.order('r4')).toMatchObject({ status: 'PARTIAL_REFUNDED', refunded: 4000 });
    await expect(client.refund({ referenceNumber: ref, amount: 6001, reason: '' })).rejects.toMatchObject({ statusCode: 9935 });
    await client.refund({ referenceNumber: ref, amount: 6000, reason: '' });
    expect(sandbox.order('r4')).toMatchObject({ status: 'REFUNDED', refunded: 10000 });

    await client.charge({ ...customer, merchantRefNum: 'r5', amount: 10000, method: 'PAYATFAWRY' });
    await client.cancelUnpaidOrder({ referenceNumber: sandbox.order('r5')!.referenceNumber });
    expect(sandbox.order('r5')!.status).toBe('CANCELED');
  });
});
