import type { Plan } from '@kalam/core/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/query-state';
import { Spinner } from '../../../components/spinner';
import { useToast } from '../../../components/toast';
import { formatMinutes, formatMoney, formatPercent } from '../../../lib/format';
import { useAllPlans, useDeletePlan } from '../api/plans';
import { ACTIONS_CELL, BODY, CELL, ROW, TABLE, TableHead } from '../../../components/table';
import { PLAN_PERIODS, planAliasKey } from '../lib/periods';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PlanForm } from './plan-form';
import '../i18n';

/** Every plan with its four prices and flags; new, edit and delete (a plan with payments is deactivated instead). */
export function PlansPanel() {
  const { t } = useTranslation();
  const plans = useAllPlans();
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Plan | null>(null);
  const label = (c: string) => t(`admin.plans.columns.${c}`);
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <button type="button" className="btn-primary" data-testid="new-plan" onClick={() => setEditing('new')}>{t('admin.plans.new')}</button>
      </div>
      {plans.isPending ? <Spinner /> : plans.isError ? <LoadError message={t('admin.plans.error')} onRetry={() => plans.refetch()} />
        : plans.data.total === 0 ? <p className="card p-6 text-center text-gray-600">{t('admin.plans.empty')}</p> : (
          <div className="md:card md:overflow-x-auto">
            <table className={TABLE} data-testid="admin-plans">
              <TableHead caption={t('admin.plans.title')} actions={t('admin.common.actions')}
                labels={[label('alias'), label('weeklyMinutes'), ...PLAN_PERIODS.map((p) => t(`pricing.periods.${p.key}`)), label('state')]} />
              <tbody className={BODY}>
                {plans.data.list.map((plan) => (
                  <tr key={plan.id} className={ROW} data-testid="plan-row">
                    <td className={`${CELL} font-700`} data-label={label('alias')}>{t(planAliasKey(plan.alias), { defaultValue: plan.alias })}</td>
                    <td className={CELL} data-label={label('weeklyMinutes')}>{formatMinutes(plan.weeklyMinutes)}</td>
                    {PLAN_PERIODS.map((p) => (
                      <td key={p.key} className={CELL} data-label={t(`pricing.periods.${p.key}`)}>
                        <span className="text-end md:text-start">
                          <span className="block whitespace-nowrap">{formatMoney(plan[p.price])}</span>
                          {plan[p.discount] > 0 && <span className="block whitespace-nowrap text-xs font-600 text-amber-700">{t('pricing.discount', { percent: formatPercent(plan[p.discount]) })}</span>}
                        </span>
                      </td>
                    ))}
                    <td className={CELL} data-label={label('state')}>
                      <span className="flex flex-wrap gap-1">
                        <span className={`rounded-full px-2.5 py-0.5 text-sm font-600 ${plan.active ? 'bg-green-100 text-green-800' : 'bg-gray-100 text-gray-700'}`}>
                          {t(plan.active ? 'admin.plans.active' : 'admin.plans.inactive')}
                        </span>
                        {plan.forInvitesOnly && <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-600 text-amber-900">{t('pricing.invitesOnly')}</span>}
                      </span>
                    </td>
                    <td className={ACTIONS_CELL}>
                      <div className="flex flex-wrap gap-2 md:flex-nowrap">
                        <button type="button" className="btn-ghost px-3 py-1.5 text-sm" onClick={() => setEditing(plan)}>{t('admin.common.edit')}</button>
                        <button type="button" className="btn-ghost px-3 py-1.5 text-sm text-red-700" onClick={() => setDeleting(plan)}>{t('admin.common.delete')}</button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      {editing && <PlanForm key={editing === 'new' ? 'new' : editing.id} plan={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {deleting && <DeletePlan plan={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}

function DeletePlan({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeletePlan();
  const name = t(planAliasKey(plan.alias), { defaultValue: plan.alias });
  return (
    <ConfirmDialog title={t('admin.plans.delete.title')} body={t('admin.plans.delete.body', { name })} confirm={t('admin.plans.delete.yes')} cancel={t('admin.common.back')}
      pending={remove.isPending} error={remove.error} onClose={onClose}
      onConfirm={() => remove.mutate(plan.id, {
        // a removed plan answers as it was; a plan kept for its payments answers deactivated, with a new update time
        onSuccess: (after) => (toast({ type: 'success', title: t(after.updatedAt !== plan.updatedAt ? 'admin.plans.delete.deactivated' : 'admin.plans.delete.done') }), onClose()),
      })} />
  );
}
