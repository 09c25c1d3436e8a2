import type { Plan } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import { formatMinutes, formatMoney, formatPercent } from '../../../lib/format';
import { useAllPlans, useDeletePlan } from '../api/plans';
import { PLAN_PERIODS } from '../lib/periods';
import { AdminPanel } from './admin-panel';
import { PlanForm } from './plan-form';
import '../i18n';

/** Every plan with its four prices and flags; new, edit and delete (a plan with payments is deactivated instead). */
export function PlansPanel() {
  const { t } = useTranslation();
  const plans = useAllPlans();
  const label = (c: string) => t(`admin.plans.columns.${c}`);
  return (
    <AdminPanel
      name="plan"
      query={plans}
      columns={[
        {
          label: label('alias'),
          className: 'font-700',
          cell: (plan) => (
            <>
              <bdi>{plan.nameAr}</bdi>
              <span className="block text-xs font-400 text-gray-500" dir="ltr" translate="no">
                {plan.alias}
              </span>
            </>
          ),
        },
        { label: label('weeklyMinutes'), cell: (plan) => formatMinutes(plan.weeklyMinutes) },
        ...PLAN_PERIODS.map((p) => ({
          label: t(`pricing.periods.${p.key}`),
          cell: (plan: Plan) => (
            <span className="text-end md:text-start">
              <span className="block whitespace-nowrap">{formatMoney(plan[p.price])}</span>
              {plan[p.discount] > 0 && (
                <span className="block whitespace-nowrap text-xs font-600 text-amber-700">
                  {t('pricing.discount', { percent: formatPercent(plan[p.discount]) })}
                </span>
              )}
            </span>
          ),
        })),
        {
          label: label('state'),
          cell: (plan) => (
            <span className="flex flex-wrap gap-1">
              <span
                className={`rounded-full px-2.5 py-0.5 text-sm font-600 ${plan.active ? 'bg-green-100 text-green-800' : 'bg-gray-100 text-gray-700'}`}
              >
                {t(plan.active ? 'admin.plans.active' : 'admin.plans.inactive')}
              </span>
              {plan.forInvitesOnly && (
                <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-600 text-amber-900">{t('pricing.invitesOnly')}</span>
              )}
            </span>
          ),
        },
      ]}
      form={(plan, onClose) => <PlanForm plan={plan} onClose={onClose} />}
      useRemove={useDeletePlan}
      removeBody={(plan) => t('admin.plans.delete.body', { name: plan.nameAr })}
      removed={(plan, after) =>
        // a removed plan answers as it was; a plan kept for its payments answers deactivated, with a new update time
        t(after.updatedAt !== plan.updatedAt ? 'admin.plans.delete.deactivated' : 'admin.plans.delete.done')
      }
    />
  );
}
