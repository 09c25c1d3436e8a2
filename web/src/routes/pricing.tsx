import { Role } from '@kalam/core/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header';
import { QueryState } from '../components/query-state';
import { useActivePlans } from '../features/plans/api/list-plans';
import { checkoutPath, PERIODS, PlanCard } from '../features/plans/components/plan-card';
import { useSession } from '../lib/session';

export default function Pricing() {
  const { t } = useTranslation();
  const plans = useActivePlans();
  const { user } = useSession();
  // a signed-in student has chosen: the checkout of that plan; visitors see the plans page that asks them to sign in
  const student = user?.role === Role.Student;
  const [period, setPeriod] = useState(PERIODS[0]);
  return (
    <>
      <PageHeader title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
      <div className="container py-8">
        <div role="tablist" aria-label={t('pricing.title')} className="mx-auto flex w-fit flex-wrap gap-1 rounded-2xl bg-gray-100 p-1">
          {PERIODS.map((p) => (
            <button
              key={p.key}
              type="button"
              role="tab"
              aria-selected={p.key === period.key}
              onClick={() => setPeriod(p)}
              className={`rounded-xl px-4 py-2 font-600 ${p.key === period.key ? 'bg-white text-brand-800 shadow' : 'text-gray-600'}`}
            >
              {t(`pricing.periods.${p.key}`)}
            </button>
          ))}
        </div>
        <QueryState
          query={plans}
          error={t('pricing.error')}
          empty={({ list }) => list.length === 0 && <p className="py-12 text-center text-gray-600">{t('pricing.empty')}</p>}
        >
          {({ list }) => (
            <div role="tabpanel" className="mt-10 grid gap-6 md:grid-cols-3">
              {list.map((plan, i) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  period={period}
                  featured={i === 1}
                  to={student ? checkoutPath(plan.id, period) : undefined}
                />
              ))}
            </div>
          )}
        </QueryState>
      </div>
    </>
  );
}
