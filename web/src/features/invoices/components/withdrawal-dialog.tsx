import { schemas } from '@kalam/core';
import type { InvoiceView, WithdrawMethodView } from '@kalam/core/api';
import { PLATFORM_DEFAULTS, WITHDRAWAL_WORKING_DAYS } from '@kalam/core/constants';
import type { FieldErrorCode } from '@kalam/core/errors';
import { piastersToPounds, poundsToPiasters } from '@kalam/core/numbers';
import { fieldErrorsFromZod } from '@kalam/core/validation';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { apiErrorMessage } from '../../../lib/error-message';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useFormValues } from '../../../lib/use-form-errors';
import { useBanks } from '../api/banks';
import { type ReceiverDetails, useChangeWithdrawal, useRequestWithdrawal } from '../api/request-withdrawal';
import { enabledMethods, METHOD_TYPES, type MethodType } from '../lib/labels';
import '../i18n';

interface Props {
  methods: WithdrawMethodView[];
  /** piasters the tutor may request now, when the stats have loaded */
  available: number | undefined;
  /** a pending request to change; without it the dialog makes a new one */
  invoice?: InvoiceView;
  onClose: () => void;
}

/** Opens at once; the form waits for the withdraw methods. */
export function WithdrawalDialog({
  methods,
  failed,
  ...props
}: Omit<Props, 'methods'> & { methods: WithdrawMethodView[] | undefined; failed: boolean }) {
  const { t } = useTranslation();
  if (methods) return <WithdrawalForm methods={methods} {...props} />;
  return (
    <Modal title={t(props.invoice ? 'invoices.form.editTitle' : 'invoices.form.title')} onClose={props.onClose}>
      {failed ? (
        <p role="alert" className="text-red-700">
          {t('invoices.form.methodsError')}
        </p>
      ) : (
        <Spinner className="py-8" />
      )}
      <button type="button" className="btn-ghost mt-5" onClick={props.onClose}>
        {t('common.close')}
      </button>
    </Modal>
  );
}

/** A new withdrawal request, or changes to a pending one: method, receiver details and an amount in pounds. */
function WithdrawalForm({ methods, available: availableBefore, invoice, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const create = useRequestWithdrawal();
  const change = useChangeWithdrawal();
  const busy = create.isPending || change.isPending;
  const banks = useBanks();
  const offered = invoice
    ? METHOD_TYPES.map((type) => methods.find((m) => m.type === type)).filter((m): m is WithdrawMethodView => Boolean(m))
    : enabledMethods(methods);
  const [method, setMethod] = useState<MethodType | undefined>(invoice?.method ?? offered[0]?.type);
  const [values, setValues, set] = useFormValues({
    amount: invoice ? piastersToPounds(invoice.amount) : '',
    phone: invoice?.phone ?? '',
    bank: invoice?.bank ?? '',
    account: invoice?.account ?? '',
    receiver: invoice?.receiver ?? '',
    username: invoice?.username ?? '',
  });
  const [errors, setErrors] = useState<Record<string, FieldErrorCode>>({});
  const [formError, setFormError] = useState<string>();
  // an edited request's own amount is free to move again; the server's figure (already counting that) wins once it answers
  const [availableNow, setAvailableNow] = useState<number>();
  const available = availableNow ?? (availableBefore === undefined ? undefined : availableBefore + (invoice?.amount ?? 0));
  const chosen = methods.find((m) => m.type === method);
  const limits = { min: chosen?.min ?? PLATFORM_DEFAULTS.withdrawalMin, max: chosen?.max ?? PLATFORM_DEFAULTS.withdrawalMax };

  const details = (amount: number | undefined): Record<string, unknown> => {
    if (method === 'wallet') return { method, amount, phone: values.phone };
    if (method === 'bank')
      return {
        method,
        amount,
        bank: values.bank,
        account: values.account,
        receiver: values.receiver.trim(),
      };
    return { method, amount, username: values.username.trim() };
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy || !method) return;
    setFormError(undefined);
    const amount = values.amount.trim() ? poundsToPiasters(values.amount) : undefined;
    const max = available === undefined ? limits.max : Math.min(limits.max, available);
    const input = details(amount ?? undefined);
    const parsed = schemas.invoice.createFor({ min: limits.min, max }).safeParse(input);
    const found = parsed.success ? {} : fieldErrorsFromZod(parsed.error);
    for (const [key, value] of Object.entries(input))
      if (key !== 'method' && key !== 'bank' && (value === '' || value === undefined)) found[key] = 'required';
    if (amount === null) found.amount = 'invalid';
    setErrors(found);
    if (!parsed.success || amount === null) return;
    const body = parsed.data as ReceiverDetails;
    const options = {
      onSuccess: () => (toast({ type: 'success', title: t(invoice ? 'invoices.form.updated' : 'invoices.form.sent') }), onClose()),
      onError: (err: unknown) => {
        const left = err instanceof ApiError ? (err.details as { available?: unknown } | undefined)?.available : undefined;
        if (typeof left === 'number') setAvailableNow(left);
        if (err instanceof ApiError && Object.keys(err.errors).length) setErrors(err.errors);
        else setFormError(apiErrorMessage(t, err));
      },
    };
    if (invoice) {
      const { method: _, ...rest } = body;
      change.mutate({ id: invoice.id, change: { action: 'update', ...rest } }, options);
    } else create.mutate(body, options);
  };

  const amountPiasters = poundsToPiasters(values.amount);
  const amountError = (code: FieldErrorCode | undefined) => {
    if (!code) return undefined;
    if (code === 'invoice-amount-above-max' && available !== undefined && (amountPiasters ?? 0) > available)
      return t('invoices.form.errors.aboveAvailable', { available: formatMoney(available) });
    if (code === 'invoice-amount-above-max') return t('invoices.form.errors.aboveMax', { max: formatMoney(limits.max) });
    if (code === 'invoice-amount-below-min') return t('invoices.form.errors.belowMin', { min: formatMoney(limits.min) });
    return t(`errors.field.${code}`);
  };
  const amountMessage = amountError(errors.amount);
  const withdrawAll = available === undefined ? undefined : Math.min(available, limits.max);

  return (
    <Modal title={t(invoice ? 'invoices.form.editTitle' : 'invoices.form.title')} onClose={onClose} wide>
      {offered.length === 0 ? (
        <>
          <p className="text-gray-700">{t('invoices.form.noMethods')}</p>
          <button type="button" className="btn-ghost mt-5" onClick={onClose}>
            {t('common.close')}
          </button>
        </>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-5" data-testid="withdrawal-form">
          <fieldset>
            <legend className="mb-2 font-600 text-gray-800">{t('invoices.form.method')}</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {offered.map((m) => {
                const disabled = Boolean(invoice) && m.type !== invoice?.method;
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
                        onChange={() => (setMethod(m.type), setErrors({}))}
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
            {errors.method && (
              <p role="alert" className="mt-1.5 text-sm font-600 text-red-600">
                {t(`errors.field.${errors.method}`)}
              </p>
            )}
          </fieldset>

          {method === 'wallet' && (
            <Field
              label={t('invoices.form.phone')}
              hint={t('invoices.form.phoneHint')}
              error={errors.phone}
              value={values.phone}
              onChange={set('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              dir="ltr"
              name="phone"
            />
          )}
          {method === 'bank' && (
            <>
              <div className="flex flex-col gap-1.5">
                <label htmlFor={`${id}-bank`} className="font-600 text-gray-800">
                  {t('invoices.form.bank')}
                </label>
                <select
                  id={`${id}-bank`}
                  name="bank"
                  className="input"
                  value={values.bank}
                  onChange={set('bank')}
                  aria-invalid={errors.bank ? true : undefined}
                  aria-describedby={errors.bank ? `${id}-bank-error` : undefined}
                >
                  <option value="">{t('invoices.form.chooseBank')}</option>
                  {banks.data
                    ?.filter((b) => !b.hidden)
                    .map((b) => (
                      <option key={b.code} value={b.code}>
                        {b.nameAr}
                      </option>
                    ))}
                </select>
                {errors.bank && (
                  <p id={`${id}-bank-error`} role="alert" className="text-sm font-600 text-red-600">
                    {t(`errors.field.${errors.bank}`)}
                  </p>
                )}
              </div>
              <Field
                label={t('invoices.form.account')}
                hint={t('invoices.form.accountHint')}
                error={errors.account}
                value={values.account}
                onChange={set('account')}
                inputMode="numeric"
                dir="ltr"
                name="account"
                autoComplete="off"
              />
              <Field
                label={t('invoices.form.receiver')}
                error={errors.receiver}
                value={values.receiver}
                onChange={set('receiver')}
                name="receiver"
                autoComplete="name"
              />
            </>
          )}
          {method === 'instapay' && (
            <Field
              label={t('invoices.form.username')}
              hint={t('invoices.form.usernameHint')}
              error={errors.username}
              value={values.username}
              onChange={set('username')}
              dir="ltr"
              name="username"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}

          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-amount`} className="font-600 text-gray-800">
              {t('invoices.form.amount')}
            </label>
            <input
              id={`${id}-amount`}
              name="amount"
              className="input"
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              value={values.amount}
              onChange={set('amount')}
              aria-invalid={amountMessage ? true : undefined}
              aria-describedby={`${id}-amount-${amountMessage ? 'error' : 'hint'}`}
            />
            {amountMessage ? (
              <p id={`${id}-amount-error`} role="alert" className="text-sm font-600 text-red-600">
                {amountMessage}
              </p>
            ) : (
              <p id={`${id}-amount-hint`} className="text-sm text-gray-500">
                {t('invoices.form.amountHint', { min: formatMoney(limits.min), max: formatMoney(limits.max) })}
              </p>
            )}
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-gray-50 px-3 py-2 text-sm">
              <span className="text-gray-700" data-testid="available-in-form">
                {t('invoices.form.available', { amount: available === undefined ? '…' : formatMoney(available) })}
              </span>
              {withdrawAll !== undefined && withdrawAll > 0 && (
                <button
                  type="button"
                  className="font-700 text-brand-700 underline"
                  onClick={() => setValues((v) => ({ ...v, amount: piastersToPounds(withdrawAll) }))}
                >
                  {t('invoices.form.withdrawAll')}
                </button>
              )}
            </div>
          </div>

          <p role="note" className="rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
            {t('invoices.form.notice', { min: formatNumber(WITHDRAWAL_WORKING_DAYS.min), max: formatNumber(WITHDRAWAL_WORKING_DAYS.max) })}
          </p>
          <FormError message={formError} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
              {t(invoice ? 'invoices.form.save' : 'invoices.form.submit')}
            </button>
            <button type="button" className="btn-ghost" onClick={onClose}>
              {t('invoices.form.back')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
