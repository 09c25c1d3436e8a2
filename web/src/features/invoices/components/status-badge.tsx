import { useTranslation } from 'react-i18next';
import { STATUS_TONES } from '../lib/labels';
import '../i18n';

/** A withdrawal request's status as a coloured Arabic label. */
export function InvoiceStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-3 py-1 text-xs font-700 ${STATUS_TONES[status] ?? 'bg-gray-100 text-gray-700'}`}
      data-testid="invoice-status"
    >
      {t(`invoices.status.${status}`, { defaultValue: status })}
    </span>
  );
}
