import type { InvoiceView } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import { InvoiceTable } from './invoice-table';
import { ReceiptButton } from './receipt-button';
import '../i18n';

/** Every tutor's requests for admins, each with a way to process it (cancelling with a reason, never deleting) and its receipt. */
export function AdminInvoicesTable({ invoices, onProcess }: { invoices: InvoiceView[]; onProcess: (invoice: InvoiceView) => void }) {
  const { t } = useTranslation();
  return (
    <InvoiceTable
      invoices={invoices}
      caption={t('admin.invoices.title')}
      testId="admin-invoices"
      withTutor
      actions={(invoice) => (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-primary px-3 py-1.5 text-sm" onClick={() => onProcess(invoice)}>
            {t('admin.invoices.process.button')}
          </button>
          {invoice.receipt && <ReceiptButton path={invoice.receipt} />}
        </div>
      )}
    />
  );
}
