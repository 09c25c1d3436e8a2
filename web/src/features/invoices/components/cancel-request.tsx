import type { InvoiceView } from '@kalam/core/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
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
        <Modal role="alertdialog" title={t('invoices.cancel.title')} onClose={close}>
          <p className="text-gray-700">{t('invoices.cancel.body', { amount: formatMoney(invoice.amount) })}</p>
          {cancel.isError && (
            <p role="alert" className="mt-3 text-sm font-600 text-red-700">
              {cancel.error instanceof ApiError
                ? t(`errors.api.${cancel.error.code}`, { defaultValue: t('common.genericError') })
                : t('common.genericError')}
            </p>
          )}
          <div className="mt-5 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn bg-red-700 text-white hover:bg-red-800"
              disabled={cancel.isPending}
              aria-busy={cancel.isPending}
              onClick={() =>
                cancel.mutate(
                  { id: invoice.id, change: { action: 'cancel' } },
                  { onSuccess: () => (toast({ type: 'success', title: t('invoices.cancel.done') }), setAsking(false)) },
                )
              }
            >
              {t('invoices.cancel.yes')}
            </button>
            <button type="button" className="btn-ghost" onClick={close}>
              {t('invoices.cancel.no')}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
