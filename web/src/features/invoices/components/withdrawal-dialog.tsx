import type { InvoiceView, WithdrawMethodView } from '@kalam/core/api';
import { PLATFORM_DEFAULTS, WITHDRAWAL_WORKING_DAYS } from '@kalam/core/constants';
import type { FieldErrorCode } from '@kalam/core/errors';
import { piastersToPounds } from '@kalam/core/numbers';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { formatMoney, formatNumber } from '../../../lib/format';
import { typedPiasters, useForm } from '../../../lib/use-form-errors';
import { useWithdrawalSubmit } from '../hooks/use-withdrawal-submit';
import { enabledMethods, METHOD_TYPES, type MethodType } from '../lib/labels';
import { AmountField, MethodChoice, ReceiverFields } from './withdrawal-fields';
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

/** The amount's error in words: above what is available, above the method's most, below its least, or the code's own. */
function amountError(
  t: TFunction,
  code: FieldErrorCode | undefined,
  typed: string,
  limits: { min: number; max: number },
  available: number | undefined,
) {
  if (!code) return undefined;
  if (code === 'invoice-amount-above-max' && available !== undefined && (typedPiasters(typed) ?? 0) > available)
    return t('invoices.form.errors.aboveAvailable', { available: formatMoney(available) });
  if (code === 'invoice-amount-above-max') return t('invoices.form.errors.aboveMax', { max: formatMoney(limits.max) });
  if (code === 'invoice-amount-below-min') return t('invoices.form.errors.belowMin', { min: formatMoney(limits.min) });
  return undefined;
}

/** A new withdrawal request, or changes to a pending one: method, receiver details and an amount in pounds. */
function WithdrawalForm({ methods, available: availableBefore, invoice, onClose }: Props) {
  const { t } = useTranslation();
  const offered = invoice
    ? METHOD_TYPES.map((type) => methods.find((m) => m.type === type)).filter((m): m is WithdrawMethodView => Boolean(m))
    : enabledMethods(methods);
  const [method, setMethod] = useState<MethodType | undefined>(invoice?.method ?? offered[0]?.type);
  const form = useForm({
    amount: invoice ? piastersToPounds(invoice.amount) : '',
    phone: invoice?.phone ?? '',
    bank: invoice?.bank ?? '',
    account: invoice?.account ?? '',
    receiver: invoice?.receiver ?? '',
    username: invoice?.username ?? '',
  });
  const { values, errors } = form;
  // an edited request's own amount is free to move again; the server's figure (already counting that) wins once it answers
  const [availableNow, setAvailableNow] = useState<number>();
  const available = availableNow ?? (availableBefore === undefined ? undefined : availableBefore + (invoice?.amount ?? 0));
  const chosen = methods.find((m) => m.type === method);
  const limits = { min: chosen?.min ?? PLATFORM_DEFAULTS.withdrawalMin, max: chosen?.max ?? PLATFORM_DEFAULTS.withdrawalMax };
  const { submit, busy } = useWithdrawalSubmit({
    form,
    invoice,
    method,
    values,
    limits,
    available,
    onAvailable: setAvailableNow,
    onDone: onClose,
  });

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
          <MethodChoice
            offered={offered}
            method={method}
            locked={invoice?.method}
            error={errors.method}
            onChoose={(type) => (setMethod(type), form.clearErrors())}
          />
          <ReceiverFields method={method} form={form} />
          <AmountField
            field={form.field('amount')}
            errorText={amountError(t, errors.amount, values.amount, limits, available)}
            limits={limits}
            available={available}
            onWithdrawAll={(piasters) => form.setValue('amount', piastersToPounds(piasters))}
          />
          <p role="note" className="rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
            {t('invoices.form.notice', { min: formatNumber(WITHDRAWAL_WORKING_DAYS.min), max: formatNumber(WITHDRAWAL_WORKING_DAYS.max) })}
          </p>
          <FormActions
            error={form.formError}
            small={false}
            busy={busy}
            submit={t(invoice ? 'invoices.form.save' : 'invoices.form.submit')}
            cancel={t('invoices.form.back')}
            onCancel={onClose}
          />
        </form>
      )}
    </Modal>
  );
}
