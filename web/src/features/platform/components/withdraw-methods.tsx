import type { WithdrawMethodView } from '@kalam/core/api';
import { withdrawMethodTypes } from '@kalam/core/enums';
import { piastersToPounds } from '@kalam/core/numbers';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { useToast } from '../../../components/toast';
import { formatMoney } from '../../../lib/format';
import { typedPiasters, useFormErrors } from '../../../lib/use-form-errors';
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
  const form = useFormErrors();
  const [enabled, setEnabled] = useState(method?.enabled ?? false);
  const [min, setMin] = useState(method ? piastersToPounds(method.min) : '');
  const [max, setMax] = useState(method ? piastersToPounds(method.max) : '');
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
        <input type="checkbox" className="h-5 w-5 accent-brand-700" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {t('manage.withdrawMethods.enabled')}
      </label>
      <Field
        label={t('manage.withdrawMethods.min')}
        name="min"
        inputMode="decimal"
        dir="ltr"
        value={min}
        onChange={(e) => setMin(e.target.value)}
        error={form.errors.min}
        errorText={
          form.errors.min === 'withdraw-min-above-max' ? undefined : form.errors.min ? t('manage.withdrawMethods.amountError') : undefined
        }
      />
      <Field
        label={t('manage.withdrawMethods.max')}
        name="max"
        inputMode="decimal"
        dir="ltr"
        value={max}
        onChange={(e) => setMax(e.target.value)}
        error={form.errors.max}
        errorText={form.errors.max ? t('manage.withdrawMethods.amountError') : undefined}
      />
      <button type="submit" className="btn-primary justify-self-start" disabled={save.isPending} aria-busy={save.isPending}>
        {t('manage.withdrawMethods.save', { name })}
      </button>
    </form>
  );
}
