import type { CouponView } from '@kalam/core/api';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { formatPercent } from '../../../lib/format';
import { useForm } from '../../../lib/use-form-errors';
import { useCouponLookup } from '../api/get-coupon';
import '../i18n';
import '../../../lib/error-messages';

/** A coupon code, looked up on apply; the applied coupon is shown with a way to remove it. */
export function CouponField({
  applied,
  onApply,
  onRemove,
  rejected,
  initialCode,
}: {
  applied: CouponView | null;
  /** a code carried in the URL (back from adding a card), applied once on arrival */
  initialCode?: string | null;
  onApply: (coupon: CouponView) => void;
  onRemove: () => void;
  /** the payment itself refused the coupon (it expired meanwhile) */
  rejected?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const lookup = useCouponLookup();
  const form = useForm({ code: '' });
  const { code } = form.values;
  const setCode = (typed: string) => form.setValue('code', typed.toUpperCase());

  const lookUp = (text: string) =>
    form.submit(
      (s) => s.coupon.code,
      text,
      async (checked) => {
        // a refusal is told below from the lookup's own state
        const coupon = await lookup.mutateAsync(checked).catch(() => null);
        if (coupon) onApply(coupon), setCode('');
      },
    );
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current || !initialCode || applied) return;
    arrived.current = true;
    setCode(initialCode);
    void lookUp(initialCode);
  });

  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (lookup.isPending) return;
    void lookUp(code);
  };

  if (applied) {
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-green-200 bg-green-50 px-4 py-3"
        data-testid="coupon-applied"
      >
        <p className="text-green-900">{t('checkout.coupon.applied', { code: applied.code, percent: formatPercent(applied.discount) })}</p>
        <button type="button" className="text-sm font-700 text-red-700 underline" onClick={onRemove}>
          {t('checkout.coupon.remove')}
        </button>
      </div>
    );
  }

  const notFound = rejected || (lookup.error instanceof ApiError && lookup.error.code === 'coupon-not-found');
  const error = form.formError
    ? form.formError
    : form.errors._
      ? t('errors.field.invalid-coupon-code')
      : notFound
        ? t('checkout.coupon.notFound')
        : lookup.isError
          ? t('common.genericError')
          : null;
  return (
    <form onSubmit={apply} noValidate>
      <label htmlFor={id} className="font-600 text-gray-800">
        {t('checkout.coupon.label')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          className="input min-w-0 flex-1 uppercase"
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(e) => (setCode(e.target.value), rejected && onRemove())}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={t('checkout.coupon.placeholder')}
          maxLength={32}
        />
        <button type="submit" className="btn-ghost shrink-0" disabled={!code.trim() || lookup.isPending} aria-busy={lookup.isPending}>
          {t('checkout.coupon.apply')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-600 text-red-600">
          {error}
        </p>
      )}
    </form>
  );
}
