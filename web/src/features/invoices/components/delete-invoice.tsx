import type { InvoiceView } from '@kalam/core/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { useDeleteInvoice } from '../api/process-invoice';
import '../i18n';

/** Deletes a request that was never paid out, after a confirmation. */
export function DeleteInvoice({ invoice }: { invoice: InvoiceView }) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteInvoice();
  const [asking, setAsking] = useState(false);
  const close = () => (setAsking(false), remove.reset());
  return (
    <>
      <button type="button" className="btn-ghost px-3 py-1.5 text-sm text-red-700" onClick={() => setAsking(true)}>
        {t('admin.invoices.delete.button')}
      </button>
      {asking && (
        <Modal role="alertdialog" title={t('admin.invoices.delete.title')} onClose={close}>
          <p className="text-gray-700">
            {t('admin.invoices.delete.body', { tutor: invoice.tutor.name, amount: formatMoney(invoice.amount) })}
          </p>
          {remove.isError && (
            <p role="alert" className="mt-3 text-sm font-600 text-red-700">
              {remove.error instanceof ApiError
                ? t(`errors.api.${remove.error.code}`, { defaultValue: t('common.genericError') })
                : t('common.genericError')}
            </p>
          )}
          <div className="mt-5 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn bg-red-700 text-white hover:bg-red-800"
              disabled={remove.isPending}
              aria-busy={remove.isPending}
              onClick={() =>
                remove.mutate(invoice.id, {
                  onSuccess: () => (toast({ type: 'success', title: t('admin.invoices.delete.done') }), setAsking(false)),
                })
              }
            >
              {t('admin.invoices.delete.yes')}
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
