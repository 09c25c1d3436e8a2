import { useTranslation } from 'react-i18next';
import { PERIODS, type Period } from './plan-card';
import '../i18n';

/** The four plan periods as tabs; the prices below follow the chosen one. */
export function PeriodTabs({ value, onChange, label }: { value: Period; onChange: (p: Period) => void; label: string }) {
  const { t } = useTranslation();
  return (
    <div role="tablist" aria-label={label} className="mx-auto grid w-full max-w-md grid-cols-4 gap-1 rounded-2xl bg-gray-100 p-1">
      {PERIODS.map((p) => (
        <button
          key={p.key}
          type="button"
          role="tab"
          aria-selected={p.key === value.key}
          onClick={() => onChange(p)}
          className={`rounded-xl px-2 py-2 text-sm font-600 sm:px-4 sm:text-base focus-visible:outline-2 focus-visible:outline-brand-600 ${
            p.key === value.key ? 'bg-white text-brand-800 shadow' : 'text-gray-600 hover:text-brand-700'
          }`}
        >
          {t(`pricing.periods.${p.key}`)}
        </button>
      ))}
    </div>
  );
}
