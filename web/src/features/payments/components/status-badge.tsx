import { useTranslation } from 'react-i18next';
import { statusLabel } from '../lib/labels';
import '../i18n';

/** A payment's status as a coloured Arabic label. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const s = statusLabel(status);
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-3 py-1 text-xs font-700 ${s.tone}`} data-testid="payment-status">
      {t(`payments.status.${s.key}`)}
    </span>
  );
}
