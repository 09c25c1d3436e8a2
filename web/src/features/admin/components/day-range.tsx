import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { dayParam } from '../lib/list-filters';
import '../i18n';

/** Two Cairo-day fields for an admin list's `?from=&to=`, each bounded by the other. */
export function DayRange({
  params,
  onChange,
  labels,
}: {
  params: URLSearchParams;
  onChange: (next: { from?: string; to?: string }) => void;
  labels: { from: string; to: string };
}) {
  const { t } = useTranslation();
  const from = dayParam(params.get('from')) ?? '';
  const to = dayParam(params.get('to')) ?? '';
  return (
    <>
      <DateField label={t(labels.from)} value={from} max={to || undefined} onChange={(day) => onChange({ from: day || undefined })} />
      <DateField label={t(labels.to)} value={to} min={from || undefined} onChange={(day) => onChange({ to: day || undefined })} />
    </>
  );
}
