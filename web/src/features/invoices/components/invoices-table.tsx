import type { InvoiceView } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import { isChangeableByTutor } from '../lib/labels';
import { CancelRequest } from './cancel-request';
import { InvoiceTable } from './invoice-table';
import { ReceiptButton } from './receipt-button';
import '../i18n';

/** The tutor's requests: date, amount, method and receiver, status, note; edit and cancel while pending, the receipt once paid. */
export function InvoicesTable({ invoices, onEdit }: { invoices: InvoiceView[]; onEdit: (invoice: InvoiceView) => void }) {
  const { t } = useTranslation();
  return (
    <InvoiceTable
      invoices={invoices}
      caption={t('invoices.history')}
      testId="invoices"
      actions={(invoice) => (
        <>
          {isChangeableByTutor(invoice) && (
            <div className="flex flex-wrap gap-2">
              <button type="button" className="btn-ghost px-3 py-1.5 text-sm" onClick={() => onEdit(invoice)}>
                {t('invoices.edit')}
              </button>
              <CancelRequest invoice={invoice} />
            </div>
          )}
          {invoice.receipt && <ReceiptButton path={invoice.receipt} />}
        </>
      )}
    />
  );
}
