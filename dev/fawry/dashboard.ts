import type { ServerResponse } from 'node:http';
import { toPounds } from '../../workers/src/lib/fawry/signature';
import type { FawryOrderStatus } from '../../workers/src/lib/fawry/types';
import { notify, settle } from './notifications';
import { str } from './refusals';
import { esc, html, json, page, redirect } from './responses';
import { current, mustOrder, type Sandbox, STATUSES } from './state';

// The sandbox's own controls, which Fawry has no counterpart for: the orders page at /sandbox and the endpoints
// that settle an order or send its notifications again.

export function dashboard(sb: Sandbox, res: ServerResponse) {
  const rows = [...sb.orders.values()].reverse().map((o) => {
    current(sb, o);
    const settleAction = `/sandbox/orders/${encodeURIComponent(o.merchantRefNum)}/settle`;
    const actions =
      o.status !== 'NEW'
        ? ''
        : [
            ...(o.paymentMethod === 'CARD' ? [`<a href="/sandbox/3ds/${encodeURIComponent(o.merchantRefNum)}">صفحة 3-D Secure</a>`] : []),
            ...(
              [
                ['PAID', 'تم الدفع'],
                ['FAILED', 'فشل'],
                ['EXPIRED', 'انتهت الصلاحية'],
              ] as const
            ).map(
              ([s, label]) => `<form method="post" action="${settleAction}"><button name="status" value="${s}">${label}</button></form>`,
            ),
          ].join(' ');
    return `<tr><td dir="ltr">${esc(o.merchantRefNum)}</td><td dir="ltr">${esc(o.referenceNumber)}</td><td>${esc(o.paymentMethod)}</td>
      <td>${esc(toPounds(o.amount))}</td><td>${esc(o.customerEmail)}</td><td><b>${esc(o.status)}</b></td><td class="actions">${actions}</td></tr>`;
  });
  return html(
    res,
    200,
    page(
      'الطلبات',
      rows.length === 0
        ? '<p>لا توجد طلبات بعد.</p>'
        : `<table>
    <thead><tr><th>رقم الطلب</th><th>الرقم المرجعي</th><th>طريقة الدفع</th><th>المبلغ (ج.م)</th><th>العميل</th><th>الحالة</th><th></th></tr></thead>
    <tbody>${rows.join('')}</tbody></table>`,
    ),
  );
}

/** `POST /sandbox/orders/:ref/settle` (the orders page's buttons, or JSON) and `POST /sandbox/orders/:ref/notify`. */
export async function control(
  sb: Sandbox,
  res: ServerResponse,
  ref: string,
  action: string,
  input: Record<string, unknown>,
  isForm: boolean,
) {
  if (!sb.orders.has(ref)) return json(res, 404, { error: `No sandbox order ${ref}` });
  if (action === 'settle') {
    const status = str(input.status) as FawryOrderStatus;
    if (!STATUSES.includes(status)) return json(res, 400, { error: `status must be one of ${STATUSES.join(', ')}` });
    await settle(sb, ref, status, { notify: input.notify === undefined ? true : input.notify === true || input.notify === 'true' });
    return isForm ? redirect(res, '/sandbox', 303) : json(res, 200, mustOrder(sb, ref));
  }
  const status = input.status === undefined ? undefined : (str(input.status) as FawryOrderStatus);
  if (status !== undefined && !STATUSES.includes(status)) return json(res, 400, { error: `status must be one of ${STATUSES.join(', ')}` });
  const times = input.times === undefined ? 1 : Number(input.times);
  if (!Number.isInteger(times) || times < 1 || times > 20) return json(res, 400, { error: 'times must be 1 to 20' });
  return json(res, 200, { delivered: await notify(sb, ref, { status, times }) });
}
