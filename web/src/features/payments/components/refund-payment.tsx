import type { TransactionView } from '@kalam/core/api';
import { PaymentStatus } from '@kalam/core/enums';
import { piastersToPounds } from '@kalam/core/numbers';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, FormActions } from '../../../components/confirm-dialog';
import { Field } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { useToast } from '../../../components/toast';
import { formatMoney } from '../../../lib/format';
import { typedPiasters, useForm } from '../../../lib/use-form-errors';
import { useRefundPayment } from '../api/refund-payment';
import '../i18n';

/** What is left to refund of a paid (or partly refunded) transaction; 0 when nothing can be refunded. */
export const refundable = (tx: TransactionView) =>
  tx.status === PaymentStatus.Paid || tx.status === PaymentStatus.PartialRefunded ? tx.amount - tx.refundedAmount : 0;

/** Admins: refund all or part of a payment, up to what is left, after the shared confirmation naming the amount. */
export function RefundPayment({ tx }: { tx: TransactionView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const left = refundable(tx);
  if (left <= 0) return null;
  return (
    <>
      <button type="button" className="btn-ghost text-red-700" onClick={() => setOpen(true)}>
        {t('payments.refund.button')}
      </button>
      {open && <RefundDialog tx={tx} left={left} onClose={() => setOpen(false)} />}
    </>
  );
}

function RefundDialog({ tx, left, onClose }: { tx: TransactionView; left: number; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const refund = useRefundPayment();
  const form = useForm({ amount: piastersToPounds(left), reason: '' });
  const { reason } = form.values;
  const [tooMuch, setTooMuch] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);

  async function review(e: FormEvent) {
    e.preventDefault();
    // the check's answer opens the confirmation, which sends
    await form.submit(
      (s) => s.payment.refund,
      { transactionId: tx.id, amount: typedPiasters(form.values.amount), reason },
      ({ amount }) => {
        if (amount === undefined) return;
        setTooMuch(amount > left);
        if (amount <= left) setConfirming(amount);
      },
    );
  }
  function send(amount: number) {
    refund.mutate(
      { transactionId: tx.id, amount: amount === left ? undefined : amount, reason },
      {
        onSuccess: () => {
          toast({ type: 'success', title: t('payments.refund.done', { amount: formatMoney(amount) }) });
          onClose();
        },
      },
    );
  }

  if (confirming !== null)
    return (
      <ConfirmDialog
        title={t('payments.refund.title')}
        body={t(confirming === left ? 'payments.refund.confirmFull' : 'payments.refund.confirmPartial', {
          amount: formatMoney(confirming),
        })}
        confirm={t('payments.refund.yes', { amount: formatMoney(confirming) })}
        cancel={t('payments.refund.back')}
        pending={refund.isPending}
        error={refund.error}
        onConfirm={() => send(confirming)}
        onClose={() => (refund.reset(), setConfirming(null))}
      />
    );
  return (
    <Modal title={t('payments.refund.title')} onClose={onClose}>
      <p className="text-gray-700">{t('payments.refund.paid', { paid: formatMoney(tx.amount), left: formatMoney(left) })}</p>
      <form noValidate onSubmit={review} className="mt-4 grid gap-4">
        <Field
          label={t('payments.refund.amount')}
          inputMode="decimal"
          dir="ltr"
          hint={t('payments.refund.amountHint', { left: formatMoney(left) })}
          {...form.field('amount')}
          error={tooMuch ? 'invalid' : form.errors.amount}
          errorText={tooMuch || form.errors.amount ? t('payments.refund.amountRange', { left: formatMoney(left) }) : undefined}
        />
        <Field
          label={t('payments.refund.reason')}
          multiline
          rows={3}
          maxLength={200}
          {...form.field('reason')}
          errorText={form.errors.reason ? t('payments.refund.reasonRange') : undefined}
        />
        <FormActions error={form.formError} submit={t('payments.refund.review')} cancel={t('payments.refund.back')} onCancel={onClose} />
      </form>
    </Modal>
  );
}
