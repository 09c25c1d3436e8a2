import type { CouponView, PaymentStarted } from '@kalam/core/api';
import { INSTALLMENT_MONTHS, PAY_AT_FAWRY_EXPIRY_HOURS } from '@kalam/core/constants';
import { type PlanPeriod, planPeriodMonths } from '@kalam/core/enums';
import type { CheckoutPrice } from '@kalam/core/pricing';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { ApiError } from '../../../lib/api';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useForm } from '../../../lib/use-form-errors';
import { useSavedCards } from '../api/saved-cards';
import { type PaymentInput, type PaymentMethodKey, useStartPayment } from '../api/start-payment';
import { goTo } from '../lib/navigation';
import { PaymentError } from './payment-error';
import { SavedCards } from './saved-cards';
import '../i18n';
import '../../../lib/error-messages';

const METHODS: PaymentMethodKey[] = ['card', 'installments', 'refNum', 'wallet'];
const SCHEMAS = {
  card: 'payCard',
  installments: 'payBankInstallments',
  refNum: 'payRefNum',
  wallet: 'payEWallet',
} as const;

/** Installments cannot outlast the period: 3 months from a quarter up, 6 from a half-year up. */
export const installmentMonthsFor = (period: PlanPeriod) => INSTALLMENT_MONTHS.filter((m) => m <= planPeriodMonths[period]);

interface PaymentFormProps {
  planId: number;
  period: PlanPeriod;
  coupon: CouponView | null;
  price: CheckoutPrice;
  /** this checkout's path, to come back to after adding a card */
  returnPath: string;
  /** a reference-number or wallet order (or a card paid without 3DS) started: show its status */
  onStarted: (started: PaymentStarted, phone?: string) => void;
  onCouponRejected: () => void;
}

/** The way of paying, its details and the pay button; the request goes once per click and once per choice. */
export function PaymentForm({ planId, period, coupon, price, returnPath, onStarted, onCouponRejected }: PaymentFormProps) {
  const { t } = useTranslation();
  const base = useId();
  const pay = useStartPayment();
  const cards = useSavedCards();
  const allowedMonths = installmentMonthsFor(period);
  const form = useForm({ cvv: '', phone: '', months: allowedMonths[0] ?? 3 });
  const { cvv, phone, months } = form.values;
  const [method, setMethod] = useState<PaymentMethodKey>('card');
  const [chosenCard, setChosenCard] = useState<string | null>(null);
  // one key per choice: a retry after a lost answer replays the order instead of starting a second one
  const idempotency = useRef<{ choice: string; key: string } | null>(null);
  // a removed card drops out of the choice; the first saved card is chosen by default
  const cardToken = cards.data?.find((c) => c.token === chosenCard)?.token ?? cards.data?.[0]?.token ?? '';
  const leaving = pay.isSuccess && Boolean(pay.data.redirectUrl);

  const input = (): PaymentInput => {
    const checkout = { planId, period, ...(coupon ? { couponCode: coupon.code } : {}) };
    const card = { cardToken, cvv };
    if (method === 'card') return { method, body: { ...checkout, ...card } };
    if (method === 'installments') return { method, body: { ...checkout, ...card, months } };
    if (method === 'wallet') return { method, body: { ...checkout, phone } };
    return { method, body: checkout };
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (leaving) return;
    const typed = input();
    await form.submit(
      (s) => s.payment[SCHEMAS[typed.method]],
      typed.body,
      async (body) => {
        // the checked body is the typed one with its digits made Latin: same method, same fields
        const next = { method: typed.method, body } as PaymentInput;
        const choice = JSON.stringify(next);
        if (idempotency.current?.choice !== choice) idempotency.current = { choice, key: crypto.randomUUID() };
        const started = await pay.mutateAsync({ input: next, key: idempotency.current.key }).catch((err: unknown) => {
          if (err instanceof ApiError && err.code === 'coupon-not-found') return onCouponRejected();
          // the fields show what they name; any other refusal is told by the payment error below the form
          if (err instanceof ApiError && Object.keys(err.errors).length) throw err;
        });
        if (!started) return;
        idempotency.current = null;
        if (started.redirectUrl) goTo(started.redirectUrl);
        else onStarted(started, next.method === 'wallet' ? next.body.phone : undefined);
      },
    );
  };

  const choose = (next: PaymentMethodKey) => (setMethod(next), pay.reset());
  const apiError = pay.error instanceof ApiError ? pay.error : null;
  const showError = pay.isError && apiError?.code !== 'coupon-not-found' && !(apiError && Object.keys(apiError.errors).length);
  const cardError = form.errors.cardToken ? t('checkout.cards.choose') : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-labelledby={`${base}-title`}>
      <fieldset>
        <legend id={`${base}-title`} className="mb-3 text-lg font-700 text-brand-900">
          {t('checkout.method.title')}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {METHODS.map((m) => {
            const disabled = m === 'installments' && allowedMonths.length === 0;
            return (
              <div
                key={m}
                className={`rounded-xl border p-3 ${method === m ? 'border-brand-700 bg-brand-50' : 'border-gray-200'} ${disabled ? 'opacity-60' : ''}`}
              >
                <label className={`flex items-center gap-3 font-700 ${disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
                  <input
                    type="radio"
                    name={`${base}-method`}
                    value={m}
                    className="h-4 w-4 accent-brand-700"
                    checked={method === m}
                    disabled={disabled}
                    onChange={() => choose(m)}
                    aria-describedby={`${base}-${m}-hint`}
                  />
                  {t(`checkout.method.${m}`)}
                </label>
                <p id={`${base}-${m}-hint`} className="mt-1 ps-7 text-xs text-gray-600">
                  {disabled
                    ? t('checkout.method.installmentsUnavailable')
                    : t(`checkout.method.${m}Hint`, { hours: formatNumber(PAY_AT_FAWRY_EXPIRY_HOURS) })}
                </p>
              </div>
            );
          })}
        </div>
      </fieldset>

      {(method === 'card' || method === 'installments') && (
        <div className="space-y-4">
          <div>
            <h3 className="mb-2 font-700 text-gray-900">{t('checkout.cards.title')}</h3>
            <SavedCards selected={cardToken} onSelect={setChosenCard} returnPath={returnPath} />
            {cardError && (
              <p role="alert" className="mt-1.5 text-sm font-600 text-red-600">
                {cardError}
              </p>
            )}
          </div>
          {method === 'installments' && (
            <fieldset>
              <legend className="mb-2 font-700 text-gray-900">{t('checkout.installments.title')}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {allowedMonths.map((m) => (
                  <label
                    key={m}
                    className={`flex cursor-pointer items-center gap-3 rounded-xl border p-3 ${months === m ? 'border-brand-700 bg-brand-50' : 'border-gray-200'}`}
                  >
                    <input
                      type="radio"
                      name={`${base}-months`}
                      className="h-4 w-4 accent-brand-700"
                      checked={months === m}
                      onChange={() => form.setValue('months', m)}
                    />
                    <span>
                      <span className="block font-700">{t('checkout.installments.months', { count: m })}</span>
                      <span className="block text-sm text-gray-600">
                        {t('checkout.installments.monthly', { amount: formatMoney(Math.round(price.total / m)) })}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
              {form.errors.months && (
                <p role="alert" className="mt-1.5 text-sm font-600 text-red-600">
                  {t(`errors.field.${form.errors.months}`)}
                </p>
              )}
            </fieldset>
          )}
          {cards.data?.length ? (
            <div className="max-w-xs">
              <Field
                label={t('checkout.cvv.label')}
                hint={t('checkout.cvv.hint')}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
                dir="ltr"
                {...form.field('cvv')}
              />
            </div>
          ) : null}
        </div>
      )}

      {method === 'refNum' && (
        <p className="rounded-xl bg-gray-50 p-4 text-gray-700">
          {t('checkout.refNum.explain', { hours: formatNumber(PAY_AT_FAWRY_EXPIRY_HOURS) })}
        </p>
      )}

      {method === 'wallet' && (
        <div className="max-w-sm">
          <Field
            label={t('checkout.wallet.phone')}
            hint={t('checkout.wallet.hint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            dir="ltr"
            {...form.field('phone')}
          />
        </div>
      )}

      {showError && <PaymentError error={pay.error} />}

      <div>
        <button
          type="submit"
          className="btn-primary w-full py-3 text-lg"
          disabled={pay.isPending || leaving}
          aria-busy={pay.isPending || leaving}
          data-testid="pay-button"
        >
          {t('checkout.pay', { amount: formatMoney(price.total) })}
        </button>
        <p className="mt-2 text-center text-sm text-gray-500" aria-live="polite">
          {pay.isPending ? t('checkout.starting') : leaving ? t('checkout.redirecting') : t('checkout.secure')}
        </p>
      </div>
    </form>
  );
}
