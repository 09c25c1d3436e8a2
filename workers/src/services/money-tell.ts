import { InvoiceStatus } from '@kalam/core/enums';
import { schemas } from '@kalam/core/schemas/index';
import type { Deps } from '../deps';
import { tell } from './tell';

const pounds = (piasters: number) => new Intl.NumberFormat('ar-EG', { style: 'currency', currency: 'EGP' }).format(piasters / 100);

/**
 * A withdrawal an admin sent (fulfilled), refused (rejected) or cancelled (cancellation-approved-by-admin, not asked
 * for by the tutor): the tutor is told once, with the amount and the note that says why.
 */
export async function tellWithdrawal(
  deps: Deps,
  invoice: { id: number; userId: number; amount: number; status: InvoiceStatus; note: string | null },
): Promise<void> {
  const amount = pounds(invoice.amount);
  const note = invoice.note ? schemas.fields.stripTags(invoice.note) : '';
  const why = note ? `: «${note}»` : '.';
  const outcome =
    invoice.status === InvoiceStatus.Fulfilled
      ? {
          kind: 'withdrawal-fulfilled' as const,
          title: 'حُوّل سحبك',
          body: `حوّل فريق كلام ${amount} إلى حسابك. إيصال التحويل في صفحة السحب.`,
        }
      : invoice.status === InvoiceStatus.Rejected
        ? {
            kind: 'withdrawal-rejected' as const,
            title: 'رُفض طلب السحب',
            body: `رفض فريق كلام طلب سحب ${amount}${why} عاد المبلغ إلى رصيدك.`,
          }
        : {
            kind: 'withdrawal-canceled' as const,
            title: 'أُلغي طلب السحب',
            body: `ألغى فريق كلام طلب سحب ${amount}${why} عاد المبلغ إلى رصيدك.`,
          };
  const { title, body } = outcome;
  await tell(deps, [
    {
      to: invoice.userId,
      event: 'money',
      kind: outcome.kind,
      data: { invoiceId: invoice.id, amount: invoice.amount, byTeam: true, name: 'فريق كلام', link: `/invoices?id=${invoice.id}` },
      mail: { subject: `${title} — كلام`, text: body },
      push: { title, body },
    },
  ]);
}

/** A refund an admin made: the student is told once, with the amount and what it does to their plan. */
export async function tellRefund(deps: Deps, tx: { id: number; userId: number }, amount: number): Promise<void> {
  const body = `ردّ فريق كلام ${pounds(amount)} من دفعتك. يصل المبلغ إلى وسيلة الدفع نفسها خلال أيام العمل، وتنتهي خطتك أو تقصر بقدره.`;
  await tell(deps, [
    {
      to: tx.userId,
      event: 'money',
      kind: 'payment-refunded',
      data: { transactionId: tx.id, amount, byTeam: true, name: 'فريق كلام', link: `/payments?id=${tx.id}` },
      mail: { subject: 'استرداد مبلغ — كلام', text: body },
      push: { title: 'استرداد مبلغ', body },
    },
  ]);
}
