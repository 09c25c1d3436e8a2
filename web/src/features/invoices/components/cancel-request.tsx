import type { InvoiceView } from '@kalam/core/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast';
import { formatMoney } from '../../../lib/format';
import { useChangeWithdrawal } from '../api/request-withdrawal';
import '../i18n';

/** Asks to cancel a pending request after a confirmation; an admin then approves the cancellation. */
export function CancelRequest({ invoice }: { invoice: InvoiceView }) {
  const { t } = useTranslation();
  const toast = useToast();
  const cancel = useChangeWithdrawal();
  const [asking, setAsking] = useState(false);
  const close = () => (setAsking(false), cancel.reset());
  return (
    <>
      <button type="button" className="btn-ghost px-3 py-1.5 text-sm text-red-700" onClick={() => setAsking(true)}>
        {t('invoices.cancel.button')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('invoices.cancel.title')}
          body={t('invoices.cancel.body', { amount: formatMoney(invoice.amount) })}
          confirm={t('invoices.cancel.yes')}
          cancel={t('invoices.cancel.no')}
          pending={cancel.isPending}
          error={cancel.error}
          onClose={close}
          onConfirm={() =>
            cancel.mutate(
              { id: invoice.id, change: { action: 'cancel' } },
              { onSuccess: () => (toast({ type: 'success', title: t('invoices.cancel.done') }), setAsking(false)) },
            )
          }
        />
      )}
    </>
  );
}
