import type { Plan } from '@kalam/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMinutes, formatMoney, formatPercent } from '../../../lib/format';

export type PeriodKey = 'month' | 'quarter' | 'halfYear' | 'year';
/** URL period numbers follow the PlanPeriod enum: Month 0, Quarter 1, Year 2, HalfYear 3. */
export const PERIODS: { key: PeriodKey; enumValue: number; price: keyof Plan; discount: keyof Plan }[] = [
  { key: 'month', enumValue: 0, price: 'fullMonthPrice', discount: 'fullMonthDiscount' },
  { key: 'quarter', enumValue: 1, price: 'fullQuarterPrice', discount: 'fullQuarterDiscount' },
  { key: 'halfYear', enumValue: 3, price: 'halfYearPrice', discount: 'halfYearDiscount' },
  { key: 'year', enumValue: 2, price: 'fullYearPrice', discount: 'fullYearDiscount' },
];

export function PlanCard({ plan, period, featured }: { plan: Plan; period: (typeof PERIODS)[number]; featured?: boolean }) {
  const { t } = useTranslation();
  const full = plan[period.price] as number;
  const discount = plan[period.discount] as number;
  const price = Math.round((full * (100 - discount)) / 100);
  return (
    <article data-testid="plan-card" className={`card relative flex flex-col p-6 ${featured ? 'border-2 border-brand-600 shadow-lg' : ''}`}>
      {discount > 0 && (
        <span className="absolute -top-3 start-6 rounded-full bg-accent-500 px-3 py-1 text-xs font-700 text-white">
          {t('pricing.discount', { percent: formatPercent(discount) })}
        </span>
      )}
      <h2 className="text-2xl font-700 text-brand-900">{t(`pricing.aliases.${plan.alias}`, { defaultValue: plan.alias })}</h2>
      <p className="mt-2 text-gray-600">{t('pricing.weekly', { time: formatMinutes(plan.weeklyMinutes) })}</p>
      <p className="mt-6 text-3xl font-700 text-gray-900">{formatMoney(price)}</p>
      {discount > 0 && <p className="text-gray-500 line-through">{formatMoney(full)}</p>}
      <p className="text-sm text-gray-500">{t(`pricing.perPeriod.${period.key}`)}</p>
      {plan.forInvitesOnly && <p className="mt-2 text-sm font-600 text-amber-700">{t('pricing.invitesOnly')}</p>}
      <Link to={`/checkout/${plan.id}/${period.enumValue}`} className={`${featured ? 'btn-primary' : 'btn-ghost'} mt-6`}>
        {t('pricing.subscribe')}
      </Link>
    </article>
  );
}
