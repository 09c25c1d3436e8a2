import type { IncomingMessage, ServerResponse } from 'node:http';
import { chargeResponseSignature, toPounds } from '../../workers/src/lib/fawry/signature';
import { chargeAnswerFields } from './charge';
import { notify } from './notifications';
import { esc, html, page, redirect } from './responses';
import { current, OK, type Sandbox, type SandboxOrder, settleOrder } from './state';

// The 3-D Secure step of a card charge: the customer approves or declines on the sandbox's page, the order is
// settled and notified, and the customer goes back to the charge's return URL.

export async function threeDs(sb: Sandbox, req: IncomingMessage, res: ServerResponse, ref: string, form: Record<string, string>) {
  const o = sb.orders.get(ref);
  if (o?.paymentMethod !== 'CARD') return html(res, 404, page('طلب غير موجود', `<p>لا يوجد طلب دفع بالبطاقة بالرقم ${esc(ref)}.</p>`));
  current(sb, o);
  if (req.method === 'GET') {
    if (o.status !== 'NEW') return html(res, 409, page('التحقق من البطاقة', `<p>حالة الطلب: <b>${esc(o.status)}</b></p>`));
    return html(
      res,
      200,
      page(
        'التحقق من البطاقة (3-D Secure)',
        `
      <p>${esc(o.description)}</p>
      <p class="amount">${esc(toPounds(o.amount))} ج.م</p>
      <p>بطاقة تنتهي بـ ${esc(sb.cards.find((c) => c.token === o.cardToken)?.lastFourDigits ?? '????')}</p>
      <form method="post"><button name="decision" value="approve">تأكيد الدفع</button>
      <button name="decision" value="decline" class="secondary">رفض الدفع</button></form>`,
      ),
    );
  }
  if (o.status !== 'NEW') return html(res, 409, page('التحقق من البطاقة', `<p>حالة الطلب: <b>${esc(o.status)}</b></p>`));
  if (form.decision !== 'approve' && form.decision !== 'decline')
    return html(res, 400, page('التحقق من البطاقة', '<p>اختر تأكيد الدفع أو رفضه.</p>'));
  settleOrder(sb, o, form.decision === 'approve' ? 'PAID' : 'FAILED');
  await notify(sb, ref);
  return redirect(res, await threeDsReturn(sb, o));
}

/** Where Fawry sends the customer back after 3-D Secure: the return URL with the charge answer as query parameters. */
async function threeDsReturn(sb: Sandbox, o: SandboxOrder): Promise<string> {
  const target = new URL(o.returnUrl!);
  const paid = o.status === 'PAID';
  const fields = chargeAnswerFields(o);
  const params: Record<string, string> = {
    type: 'ChargeResponse',
    referenceNumber: o.referenceNumber,
    merchantRefNumber: o.merchantRefNum,
    orderAmount: toPounds(o.amount),
    paymentAmount: toPounds(o.amount),
    fawryFees: '0.00',
    paymentMethod: 'CARD',
    orderStatus: o.status,
    customerMail: o.customerEmail,
    customerMobile: o.customerMobile,
    customerProfileId: o.customerProfileId,
    ...(paid ? { paymentTime: String(o.paidAt), authNumber: o.paymentRefrenceNumber! } : {}),
    statusCode: paid ? '200' : '99907',
    statusDescription: paid ? OK.statusDescription : 'Transaction declined by the card issuer',
    signature: await chargeResponseSignature(fields, sb.secureKey),
  };
  for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v);
  return target.toString();
}
