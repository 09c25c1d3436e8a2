import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dayParam } from '../lib/list-filters';
import '../i18n';

/** Two Cairo-day pickers for an admin list's `?from=&to=`, each bounded by the other. */
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
  const id = useId();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const field = (key: 'from' | 'to', value: string, bound: { min?: string; max?: string }) => (
    <label className="flex flex-col gap-1 text-sm font-600 text-gray-700" htmlFor={`${id}-${key}`}>
      {t(labels[key])}
      <input
        id={`${id}-${key}`}
        type="date"
        className="input py-2"
        value={value}
        {...bound}
        onChange={(e) => onChange({ [key]: dayParam(e.target.value) })}
      />
    </label>
  );
  return (
    <>
      {field('from', from, { max: to || undefined })}
      {field('to', to, { min: from || undefined })}
    </>
  );
}
