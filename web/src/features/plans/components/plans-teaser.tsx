import { useTranslation } from 'react-i18next';
import { formatMinutes, formatMoney } from '../../../lib/format';
import { useActivePlans } from '../api/list-plans';
import { discountedPrice, PERIODS } from './plan-card';
import '../i18n';

/** The landing page's glimpse of the plans: name, weekly time and monthly price. Quietly absent when plans cannot load. */
export function PlansTeaser() {
  const { t } = useTranslation();
  const plans = useActivePlans();
  if (plans.isPending) return <div className="mt-5 h-24 animate-pulse rounded-xl bg-gray-100" aria-hidden />;
  if (plans.isError || plans.data.list.length === 0) return null;
  const month = PERIODS[0];
  return (
    <ul className="mt-5 divide-y divide-gray-100 rounded-xl border border-gray-200" aria-label={t('landing.plansListLabel')}>
      {plans.data.list.map((plan) => (
        <li key={plan.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3" data-testid="plan-teaser">
          <span>
            <bdi className="font-700 text-brand-900">{plan.nameAr}</bdi>
            <span className="ms-2 text-sm text-gray-500">{t('pricing.weekly', { time: formatMinutes(plan.weeklyMinutes) })}</span>
          </span>
          <span className="text-sm font-600 text-gray-800">
            {t('landing.plansFrom', { price: formatMoney(discountedPrice(plan, month)) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
