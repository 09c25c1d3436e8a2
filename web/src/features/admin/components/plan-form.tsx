import type { Plan } from '@kalam/core/api';
import { BOUNDS } from '@kalam/core/constants';
import { piastersToPounds } from '@kalam/core/numbers';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { formatMinutes } from '../../../lib/format';
import { typedNumber, typedPiasters, useForm } from '../../../lib/use-form-errors';
import { type PlanInput, useSavePlan } from '../api/plans';
import { type PeriodField, PLAN_PERIODS } from '../lib/periods';
import { AdminForm } from './admin-panel';
import '../i18n';
import '../../../lib/error-messages';

// fields whose errors show under their own input; any other error shows above the buttons
const SHOWN = new Set<string>(['nameAr', 'alias', 'weeklyMinutes', ...PLAN_PERIODS.flatMap((p) => [p.price, p.discount])]);

type Values = Record<PeriodField, string> & {
  nameAr: string;
  alias: string;
  weeklyMinutes: string;
  forInvitesOnly: boolean;
  active: boolean;
};

function initialValues(plan?: Plan): Values {
  const periods = {} as Record<PeriodField, string>;
  for (const p of PLAN_PERIODS) {
    periods[p.price] = plan ? piastersToPounds(plan[p.price]) : '';
    periods[p.discount] = plan ? String(plan[p.discount]) : '0';
  }
  return {
    ...periods,
    nameAr: plan?.nameAr ?? '',
    alias: plan?.alias ?? '',
    weeklyMinutes: plan ? String(plan.weeklyMinutes) : '',
    forInvitesOnly: plan?.forInvitesOnly ?? false,
    active: plan?.active ?? true,
  };
}

/** Creates or edits a plan: weekly minutes, each period's price typed in pounds (sent as piasters) and discount. */
export function PlanForm({ plan, onClose }: { plan?: Plan; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePlan(plan?.id);
  const form = useForm(() => initialValues(plan));
  const { values } = form;
  const minutes = typedNumber(values.weeklyMinutes);

  function input() {
    // blanks and non-numbers go as they are read (null, NaN) so that the shared schema names the field's error
    const body: Record<string, unknown> = {
      nameAr: values.nameAr.trim(),
      alias: values.alias.trim(),
      weeklyMinutes: minutes,
      forInvitesOnly: values.forInvitesOnly,
      active: values.active,
    };
    for (const p of PLAN_PERIODS) {
      // something typed that is no sum of money (a sign, a third decimal) is invalid, a blank is missing
      body[p.price] = typedPiasters(values[p.price]);
      // a blank discount is none
      body[p.discount] = typedNumber(values[p.discount]) ?? 0;
    }
    return body as PlanInput;
  }

  return (
    <AdminForm
      name="plan"
      editing={Boolean(plan)}
      wide
      form={form}
      save={save}
      schema={(s) => (plan ? s.plan.update : s.plan.create)}
      input={input}
      onClose={onClose}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t('admin.plans.form.nameAr')}
          data-testid="plan-name-ar"
          maxLength={BOUNDS.planName.max}
          hint={t('admin.plans.form.nameArHint')}
          {...form.field('nameAr')}
        />
        <Field
          label={t('admin.plans.form.alias')}
          data-testid="plan-alias"
          maxLength={BOUNDS.planAlias.max}
          hint={t('admin.plans.form.aliasHint')}
          {...form.field('alias')}
        />
        <Field
          label={t('admin.plans.form.weeklyMinutes')}
          data-testid="plan-weekly-minutes"
          inputMode="numeric"
          dir="ltr"
          {...form.field('weeklyMinutes')}
          hint={
            minutes && minutes > 0 ? t('admin.plans.form.weeklyHint', { time: formatMinutes(minutes) }) : t('admin.plans.form.weeklyStep')
          }
        />
      </div>
      {PLAN_PERIODS.map((p) => (
        <fieldset key={p.key} className="grid gap-4 rounded-xl border border-gray-200 p-4 sm:grid-cols-2">
          <legend className="px-1 font-700 text-brand-900">{t(`pricing.periods.${p.key}`)}</legend>
          <Field
            label={t(`admin.plans.periods.${p.key}.price`)}
            data-testid={`plan-price-${p.key}`}
            inputMode="decimal"
            dir="ltr"
            {...form.field(p.price)}
          />
          <Field
            label={t(`admin.plans.periods.${p.key}.discount`)}
            data-testid={`plan-discount-${p.key}`}
            inputMode="numeric"
            dir="ltr"
            {...form.field(p.discount)}
          />
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-6">
        <label className="flex items-center gap-2 font-600">
          <input data-testid="plan-invites-only" {...form.check('forInvitesOnly')} />
          {t('admin.plans.form.forInvitesOnly')}
        </label>
        <label className="flex items-center gap-2 font-600">
          <input data-testid="plan-active" {...form.check('active')} />
          {t('admin.plans.form.active')}
        </label>
      </div>
      {Object.entries(form.errors)
        .filter(([key]) => !SHOWN.has(key))
        .map(([key, code]) => (
          <p key={key} role="alert" className="text-sm font-600 text-red-600">
            {t(`errors.field.${code}`)}
          </p>
        ))}
    </AdminForm>
  );
}
