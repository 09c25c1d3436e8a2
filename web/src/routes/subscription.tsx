import { Role } from '@kalam/core/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { QueryState } from '../components/query-state';
import { useStudentSubscription } from '../features/payments/api/get-subscription';
import { SubscriptionSummary } from '../features/payments/components/subscription-summary';
import { useActivePlans } from '../features/plans/api/list-plans';
import { PeriodTabs } from '../features/plans/components/period-tabs';
import { checkoutPath, PERIODS, PlanCard, periodOf } from '../features/plans/components/plan-card';
import { safeNext, withNext } from '../lib/next-path';
import { useSession } from '../lib/session';
import '../features/payments/i18n';

/** The plans to subscribe to; `?plan=&period=` (from the pricing page) opens on that period with that plan marked. */
export default function Subscription() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params] = useSearchParams();
  const plans = useActivePlans();
  const subscription = useStudentSubscription(user?.role === Role.Student);
  const [period, setPeriod] = useState(() => periodOf(Number(params.get('period') ?? NaN)) ?? PERIODS[0]);
  const wanted = Number(params.get('plan'));
  const next = safeNext(params.get('next'));
  const current = subscription.data ?? null;

  return (
    <>
      <PageHeader title={t('subscription.title')} subtitle={t('subscription.subtitle')} />
      <div className="container space-y-8 pb-16">
        {current && (
          <SubscriptionSummary subscription={current}>
            <Link to="/tutors" className="btn-primary">
              {t('subscription.active.book')}
            </Link>
            <Link to="/payments" className="btn-ghost">
              {t('subscription.active.payments')}
            </Link>
          </SubscriptionSummary>
        )}
        <PeriodTabs value={period} onChange={setPeriod} label={t('subscription.periodsLabel')} />
        <QueryState
          query={plans}
          error={t('pricing.error')}
          empty={({ list }) => list.length === 0 && <p className="py-12 text-center text-gray-600">{t('pricing.empty')}</p>}
        >
          {({ list }) => (
            <div role="tabpanel" aria-label={t(`pricing.periods.${period.key}`)} className="grid gap-6 pt-2 md:grid-cols-3">
              {list.map((plan, i) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  period={period}
                  to={withNext(checkoutPath(plan.id, period), next)}
                  featured={wanted ? plan.id === wanted : i === 1}
                  current={current?.planId === plan.id}
                  quiet={Boolean(current)}
                />
              ))}
            </div>
          )}
        </QueryState>
        <p className="text-center text-sm text-gray-500">{t('subscription.note')}</p>
      </div>
    </>
  );
}
