import type { Plan } from '@kalam/core/api';
import { PlanPeriod } from '@kalam/core/enums';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMinutes, formatMoney, formatPercent } from '../../../lib/format';
import '../i18n';

export type PeriodKey = 'month' | 'quarter' | 'halfYear' | 'year';
/** The four periods in the order shown; URL period numbers follow the PlanPeriod enum. */
type PlanPeriodView = { key: PeriodKey; enumValue: PlanPeriod; price: keyof Plan; discount: keyof Plan };
export const PERIODS: readonly [PlanPeriodView, ...PlanPeriodView[]] = [
  { key: 'month', enumValue: PlanPeriod.Month, price: 'fullMonthPrice', discount: 'fullMonthDiscount' },
  { key: 'quarter', enumValue: PlanPeriod.Quarter, price: 'fullQuarterPrice', discount: 'fullQuarterDiscount' },
  { key: 'halfYear', enumValue: PlanPeriod.HalfYear, price: 'halfYearPrice', discount: 'halfYearDiscount' },
  { key: 'year', enumValue: PlanPeriod.Year, price: 'fullYearPrice', discount: 'fullYearDiscount' },
];

export type Period = (typeof PERIODS)[number];

/** The period's price after its discount, in piasters. */
export function discountedPrice(plan: Plan, period: Period): number {
  const full = plan[period.price] as number;
  const discount = plan[period.discount] as number;
  return Math.round((full * (100 - discount)) / 100);
}

/** Where a plan's subscribe button leads from the subscription page. */
export const checkoutPath = (planId: number, period: Period) => `/checkout/${planId}/${period.enumValue}`;

/** The period with this enum number (as in `/checkout/:planId/:period`), if any. */
export const periodOf = (value: number) => PERIODS.find((p) => p.enumValue === value);

interface PlanCardProps {
  plan: Plan;
  period: Period;
  featured?: boolean;
  /** the subscribe button's target; the pricing page's default leads to the subscription page */
  to?: string;
  /** the student's current plan: a tag in place of the button's emphasis */
  current?: boolean;
  /** a quieter button, when subscribing is not the page's main action */
  quiet?: boolean;
}

export function PlanCard({ plan, period, featured, to, current, quiet }: PlanCardProps) {
  const { t } = useTranslation();
  const full = plan[period.price] as number;
  const discount = plan[period.discount] as number;
  const price = discountedPrice(plan, period);
  return (
    <article
      data-testid="plan-card"
      aria-labelledby={`plan-${plan.id}`}
      className={`card relative flex flex-col p-6 ${featured ? 'border-2 border-brand-600 shadow-lg' : ''}`}
    >
      {discount > 0 && (
        <span className="absolute -top-3 start-6 rounded-full bg-accent-500 px-3 py-1 text-xs font-700 text-gray-950">
          {t('pricing.discount', { percent: formatPercent(discount) })}
        </span>
      )}
      <h2 id={`plan-${plan.id}`} className="text-2xl font-700 text-brand-900">
        {plan.nameAr}
      </h2>
      <p className="mt-2 text-gray-600">{t('pricing.weekly', { time: formatMinutes(plan.weeklyMinutes) })}</p>
      <p className="mt-6 text-3xl font-700 text-gray-900">{formatMoney(price)}</p>
      {discount > 0 && <p className="text-gray-500 line-through">{formatMoney(full)}</p>}
      <p className="text-sm text-gray-500">{t(`pricing.perPeriod.${period.key}`)}</p>
      {plan.forInvitesOnly && <p className="mt-2 text-sm font-600 text-amber-700">{t('pricing.invitesOnly')}</p>}
      {current && (
        <p className="mt-4 rounded-xl bg-brand-50 px-3 py-2 text-center text-sm font-700 text-brand-800">{t('pricing.current')}</p>
      )}
      {/* the buttons line up at the bottom of cards of different heights */}
      <div className="mt-auto pt-6">
        <Link
          to={to ?? `/subscription?plan=${plan.id}&period=${period.enumValue}`}
          className={`${featured && !quiet ? 'btn-primary' : 'btn-ghost'} w-full`}
          aria-describedby={`plan-${plan.id}`}
        >
          {t('pricing.subscribe')}
        </Link>
      </div>
    </article>
  );
}
