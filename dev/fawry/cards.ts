import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { deleteCardSignature, listCardsSignature } from '../../workers/src/lib/fawry/signature';
import { checkMerchant, checkSignature, Refusal, str } from './refusals';
import { esc, html, page, redirect } from './responses';
import { OK, type Sandbox, type SandboxRequest, type SavedCard } from './state';

// Saved cards: Fawry's hosted add-card page, which sends the customer back with the new token, and the card-token
// APIs that list and delete a customer's cards.

const TEST_CARD = '4242424242424242';

export function addCard(sb: Sandbox, customerProfileId: string, o: { number?: string; holder?: string } = {}): SavedCard {
  const number = (o.number ?? TEST_CARD).replace(/\D/g, '');
  const card: SavedCard = {
    token: randomBytes(32).toString('hex'),
    lastFourDigits: number.slice(-4),
    firstSixDigits: number.slice(0, 6),
    brand: brandOf(number),
    createdAt: sb.now(),
    customerProfileId,
    cardHolderName: o.holder ?? 'Kalam Student',
    isDefault: !sb.cards.some((c) => c.customerProfileId === customerProfileId),
  };
  sb.cards.push(card);
  return card;
}

export async function listCards(sb: Sandbox, entry: SandboxRequest, q: Record<string, unknown>) {
  checkMerchant(sb, q.merchantCode);
  const customerProfileId = str(q.customerProfileId);
  checkSignature(entry, await listCardsSignature({ merchantCode: sb.merchantCode, customerProfileId }, sb.secureKey), q.signature);
  const own = sb.cards.filter((c) => c.customerProfileId === customerProfileId);
  return {
    type: 'CardListResponse',
    cards: own.map((c) => ({
      token: c.token,
      creationDate: c.createdAt,
      lastFourDigits: c.lastFourDigits,
      firstSixDigits: c.firstSixDigits,
      brand: c.brand,
      cardHolderName: c.cardHolderName,
      isDefault: c.isDefault,
    })),
    ...OK,
  };
}

export async function deleteCard(sb: Sandbox, entry: SandboxRequest, q: Record<string, unknown>) {
  checkMerchant(sb, q.merchantCode);
  const customerProfileId = str(q.customerProfileId);
  const cardToken = str(q.cardToken);
  checkSignature(
    entry,
    await deleteCardSignature({ merchantCode: sb.merchantCode, customerProfileId, cardToken }, sb.secureKey),
    q.signature,
  );
  const i = sb.cards.findIndex((c) => c.token === cardToken && c.customerProfileId === customerProfileId);
  if (i < 0) throw new Refusal(9956, 'Card token not found for this customer');
  sb.cards.splice(i, 1);
  return { type: 'CardTokenDeleteResponse', ...OK };
}

/** The hosted add-card page: a form, then back to `returnUrl` with the saved card as query parameters. */
export async function cardTokenPage(
  sb: Sandbox,
  req: IncomingMessage,
  res: ServerResponse,
  query: Record<string, string>,
  form: Record<string, string>,
) {
  const input = req.method === 'POST' ? form : query;
  const { accNo, customerProfileId, returnUrl } = input;
  if (!accNo || !customerProfileId || !returnUrl || !URL.canParse(returnUrl)) {
    return html(res, 400, page('حفظ بطاقة', '<p>الرابط ينقصه accNo أو customerProfileId أو returnUrl.</p>'));
  }
  const number = (form.cardNumber ?? '').replace(/\D/g, '');
  const error =
    req.method !== 'POST'
      ? ''
      : !/^\d{12,19}$/.test(number) || !luhn(number)
        ? 'رقم البطاقة غير صحيح.'
        : !/^(0[1-9]|1[0-2])\/\d{2}$/.test(form.expiry ?? '')
          ? 'تاريخ الانتهاء غير صحيح (MM/YY).'
          : !/^\d{3,4}$/.test(form.cvv ?? '')
            ? 'رمز CVV غير صحيح.'
            : !form.holder?.trim()
              ? 'اكتب اسم حامل البطاقة.'
              : '';
  if (req.method === 'POST' && !error) {
    const card = addCard(sb, customerProfileId, { number, holder: form.holder!.trim() });
    const target = new URL(returnUrl);
    const params = {
      ...OK,
      isDefault: card.isDefault,
      default: card.isDefault,
      token: card.token,
      creationDate: card.createdAt,
      lastFourDigits: card.lastFourDigits,
      firstSixDigits: card.firstSixDigits,
      brand: card.brand,
      cardHolderName: card.cardHolderName,
    };
    for (const [k, v] of Object.entries(params)) target.searchParams.set(k, String(v));
    return redirect(res, target.toString());
  }
  const hidden = (['accNo', 'customerProfileId', 'returnUrl'] as const)
    .map((k) => `<input type="hidden" name="${k}" value="${esc(input[k]!)}">`)
    .join('');
  return html(
    res,
    error ? 400 : 200,
    page(
      'حفظ بطاقة',
      `
    ${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
    <form method="post">${hidden}
      <label>رقم البطاقة <input name="cardNumber" inputmode="numeric" value="${esc(form.cardNumber ?? '4242 4242 4242 4242')}"></label>
      <label>تاريخ الانتهاء <input name="expiry" value="${esc(form.expiry ?? '12/30')}"></label>
      <label>CVV <input name="cvv" inputmode="numeric" value="${esc(form.cvv ?? '123')}"></label>
      <label>اسم حامل البطاقة <input name="holder" value="${esc(form.holder ?? 'Kalam Student')}"></label>
      <button>حفظ البطاقة</button>
    </form>`,
    ),
  );
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
