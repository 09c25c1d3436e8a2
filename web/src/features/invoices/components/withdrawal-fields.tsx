import type { WithdrawMethodView } from '@kalam/core/api';
import type { FieldErrorCode } from '@kalam/core/errors';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, SelectField } from '../../../components/field';
import { formatMoney } from '../../../lib/format';
import type { BoundField, FieldsOf } from '../../../lib/use-form-errors';
import { useBanks } from '../api/banks';
import type { MethodType } from '../lib/labels';
import '../i18n';
import '../../../lib/error-messages';

/** The payout methods as cards with their limits; only the request's own method is open when a request is changed. */
export function MethodChoice({
  offered,
  method,
  locked,
  error,
  onChoose,
}: {
  offered: WithdrawMethodView[];
  method: MethodType | undefined;
  /** the method of a request being changed: the others are shown but disabled */
  locked: MethodType | undefined;
  error: FieldErrorCode | undefined;
  onChoose: (method: MethodType) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-2 font-600 text-gray-800">{t('invoices.form.method')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {offered.map((m) => {
          const disabled = Boolean(locked) && m.type !== locked;
          return (
            <div
              key={m.type}
              className={`rounded-xl border p-3 ${method === m.type ? 'border-brand-700 bg-brand-50' : 'border-gray-200'} ${disabled ? 'opacity-50' : ''}`}
            >
              <label className={`flex items-center gap-2 font-700 ${disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={m.type}
                  className="h-4 w-4 accent-brand-700"
                  checked={method === m.type}
                  disabled={disabled}
                  onChange={() => onChoose(m.type)}
                  aria-describedby={`${id}-${m.type}-limits`}
                />
                {t(`invoices.methods.${m.type}`)}
              </label>
              <p id={`${id}-${m.type}-limits`} className="mt-1 ps-6 text-xs text-gray-600">
                {t('invoices.form.limits', { min: formatMoney(m.min), max: formatMoney(m.max) })}
              </p>
            </div>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="mt-1.5 text-sm font-600 text-red-600">
          {t(`errors.field.${error}`)}
        </p>
      )}
    </fieldset>
  );
}

/** Where the money goes, by method: the wallet's phone, the bank account and its holder, or the InstaPay username. */
export function ReceiverFields({
  method,
  form,
}: {
  method: MethodType | undefined;
  form: FieldsOf<'phone' | 'bank' | 'account' | 'receiver' | 'username'>;
}) {
  const { t } = useTranslation();
  const banks = useBanks();
  if (method === 'wallet')
    return (
      <Field
        label={t('invoices.form.phone')}
        hint={t('invoices.form.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        dir="ltr"
        {...form.field('phone')}
      />
    );
  if (method === 'instapay')
    return (
      <Field
        label={t('invoices.form.username')}
        hint={t('invoices.form.usernameHint')}
        dir="ltr"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('username')}
      />
    );
  if (method !== 'bank') return null;
  return (
    <>
      <SelectField label={t('invoices.form.bank')} {...form.field('bank')}>
        <option value="">{t('invoices.form.chooseBank')}</option>
        {banks.data
          ?.filter((b) => !b.hidden)
          .map((b) => (
            <option key={b.code} value={b.code}>
              {b.nameAr}
            </option>
          ))}
      </SelectField>
      <Field
        label={t('invoices.form.account')}
        hint={t('invoices.form.accountHint')}
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        {...form.field('account')}
      />
      <Field label={t('invoices.form.receiver')} autoComplete="name" {...form.field('receiver')} />
    </>
  );
}

/** The amount in pounds, its limits or what is wrong with it, what is available and a button to take all of it. */
export function AmountField({
  field,
  errorText,
  limits,
  available,
  onWithdrawAll,
}: {
  field: BoundField;
  errorText: string | undefined;
  limits: { min: number; max: number };
  /** piasters the tutor may request, once known */
  available: number | undefined;
  onWithdrawAll: (piasters: number) => void;
}) {
  const { t } = useTranslation();
  const withdrawAll = available === undefined ? undefined : Math.min(available, limits.max);
  return (
    <div className="flex flex-col gap-1.5">
      <Field
        label={t('invoices.form.amount')}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        hint={t('invoices.form.amountHint', { min: formatMoney(limits.min), max: formatMoney(limits.max) })}
        {...field}
        errorText={errorText}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-gray-50 px-3 py-2 text-sm">
        <span className="text-gray-700" data-testid="available-in-form">
          {t('invoices.form.available', { amount: available === undefined ? '…' : formatMoney(available) })}
        </span>
        {withdrawAll !== undefined && withdrawAll > 0 && (
          <button type="button" className="font-700 text-brand-700 underline" onClick={() => onWithdrawAll(withdrawAll)}>
            {t('invoices.form.withdrawAll')}
          </button>
        )}
      </div>
    </div>
  );
}
