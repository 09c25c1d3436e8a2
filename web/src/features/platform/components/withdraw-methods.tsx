import type { WithdrawMethodView } from '@kalam/core/api';
import { withdrawMethodTypes } from '@kalam/core/enums';
import { piastersToPounds } from '@kalam/core/numbers';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/confirm-dialog';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { useToast } from '../../../components/toast';
import { formatMoney } from '../../../lib/format';
import { typedPiasters, useForm } from '../../../lib/use-form-errors';
import { useSaveWithdrawMethod } from '../api/withdraw-methods';
import '../i18n';

type Type = WithdrawMethodView['type'];

/** One form per payout method (wallet, bank, InstaPay): on or off, and the smallest and largest withdrawal. */
export function WithdrawMethods({ methods }: { methods: WithdrawMethodView[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {withdrawMethodTypes.map((type) => (
        <MethodForm key={type} type={type} method={methods.find((m) => m.type === type)} />
      ))}
    </div>
  );
}

function MethodForm({ type, method }: { type: Type; method?: WithdrawMethodView }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveWithdrawMethod();
  const form = useForm({
    enabled: method?.enabled ?? false,
    min: method ? piastersToPounds(method.min) : '',
    max: method ? piastersToPounds(method.max) : '',
  });
  const { enabled, min, max } = form.values;
  const name = t(`invoices.methods.${type}`);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const typed = { type, min: typedPiasters(min), max: typedPiasters(max), enabled };
    await form.submit(
      (s) => s.withdrawMethod.upsert,
      typed,
      async (change) => {
        const saved = await save.mutateAsync({ id: method?.id, ...change });
        toast({
          type: 'success',
          title: t('manage.withdrawMethods.saved', { name, min: formatMoney(saved.min), max: formatMoney(saved.max) }),
        });
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid content-start gap-3 rounded-xl border border-gray-200 p-4"
      aria-label={name}
      data-testid={`withdraw-method-${type}`}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-700 text-brand-900">{name}</h3>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-600 ${method?.enabled ? 'bg-green-50 text-green-800' : 'bg-gray-100 text-gray-700'}`}
        >
          {t(method ? (method.enabled ? 'manage.withdrawMethods.on' : 'manage.withdrawMethods.off') : 'manage.withdrawMethods.missing')}
        </span>
      </div>
      <FormError message={form.formError} className="text-sm" />
      <label className="flex items-center gap-2 font-600 text-gray-800">
        <input className="h-5 w-5 accent-brand-700" {...form.check('enabled')} />
        {t('manage.withdrawMethods.enabled')}
      </label>
      <Field
        label={t('manage.withdrawMethods.min')}
        inputMode="decimal"
        dir="ltr"
        {...form.field('min')}
        errorText={
          form.errors.min === 'withdraw-min-above-max' ? undefined : form.errors.min ? t('manage.withdrawMethods.amountError') : undefined
        }
      />
      <Field
        label={t('manage.withdrawMethods.max')}
        inputMode="decimal"
        dir="ltr"
        {...form.field('max')}
        errorText={form.errors.max ? t('manage.withdrawMethods.amountError') : undefined}
      />
      <FormActions busy={save.isPending} submit={t('manage.withdrawMethods.save', { name })} />
    </form>
  );
}
