import { localDate, localTime } from '@kalam/core';
import type { CouponView } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { Field } from '../../../components/field';
import { formatDate, formatPercent } from '../../../lib/format';
import { typedNumber, useForm } from '../../../lib/use-form-errors';
import { usePaging } from '../../../lib/use-paging';
import { type CouponInput, useCoupons, useDeleteCoupon, useSaveCoupon } from '../api/coupons';
import { AdminForm, AdminPanel } from './admin-panel';
import '../i18n';

const DAY_END = 24 * 60;
/** A coupon is good until the end of its last Cairo day: the day shown is the one before its expiry instant. */
const lastDay = (expiresAt: number) => localDate(expiresAt - 1);

/** Discount codes students type at checkout: code, percent off and the last day they work. */
export function CouponsPanel() {
  const { t } = useTranslation();
  const { page, size, pager } = usePaging(10);
  const coupons = useCoupons(page, size);
  const label = (c: string) => t(`admin.coupons.columns.${c}`);
  const now = Date.now();
  return (
    <AdminPanel
      name="coupon"
      query={coupons}
      pager={pager}
      columns={[
        {
          label: label('code'),
          className: 'font-700 tracking-wider',
          cell: (coupon) => (
            <span dir="ltr" translate="no">
              {coupon.code}
            </span>
          ),
        },
        { label: label('discount'), cell: (coupon) => formatPercent(coupon.discount) },
        { label: label('validUntil'), cell: (coupon) => formatDate(coupon.expiresAt - 1) },
        {
          label: label('state'),
          cell: (coupon) => (
            <span
              className={`rounded-full px-2.5 py-0.5 text-sm font-600 ${coupon.expiresAt > now ? 'bg-green-100 text-green-800' : 'bg-gray-100 text-gray-700'}`}
            >
              {t(coupon.expiresAt > now ? 'admin.coupons.valid' : 'admin.coupons.expired')}
            </span>
          ),
        },
      ]}
      form={(coupon, onClose) => <CouponForm coupon={coupon} onClose={onClose} />}
      useRemove={useDeleteCoupon}
      removeBody={(coupon) => t('admin.coupons.delete.body', { code: coupon.code })}
      removed={(coupon, after) =>
        // a removed coupon answers as it was; one kept for its payments answers expired now
        t(after.updatedAt !== coupon.updatedAt ? 'admin.coupons.delete.expired' : 'admin.coupons.delete.done')
      }
    />
  );
}

function CouponForm({ coupon, onClose }: { coupon?: CouponView; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCoupon(coupon?.id);
  const form = useForm({
    code: coupon?.code ?? '',
    discount: coupon ? String(coupon.discount) : '',
    lastDay: coupon ? lastDay(coupon.expiresAt) : '',
  });
  const { values } = form;

  function input() {
    const typed = {
      code: values.code.trim().toUpperCase(),
      discount: typedNumber(values.discount),
      expiresAt: /^\d{4}-\d{2}-\d{2}$/.test(values.lastDay) ? localTime(values.lastDay, DAY_END) : null,
    };
    // an edit sends what changed, so an expired coupon's code or discount can be corrected without a new date
    return (
      coupon
        ? Object.fromEntries(
            Object.entries(typed).filter(([key, value]) =>
              key === 'expiresAt' ? values.lastDay !== lastDay(coupon.expiresAt) : value !== coupon[key as 'code' | 'discount'],
            ),
          )
        : typed
    ) as CouponInput;
  }

  return (
    <AdminForm
      name="coupon"
      editing={Boolean(coupon)}
      form={form}
      save={save}
      schema={(s) => (coupon ? s.coupon.update : s.coupon.create)}
      input={input}
      onClose={onClose}
    >
      <Field
        label={t('admin.coupons.form.code')}
        data-testid="coupon-code"
        dir="ltr"
        autoCapitalize="characters"
        maxLength={32}
        hint={t('admin.coupons.form.codeHint')}
        {...form.field('code')}
      />
      <Field
        label={t('admin.coupons.form.discount')}
        data-testid="coupon-discount"
        inputMode="numeric"
        dir="ltr"
        {...form.field('discount')}
      />
      <DateField
        label={t('admin.coupons.form.lastDay')}
        testId="coupon-expiry"
        min={localDate(Date.now())}
        {...form.day('lastDay')}
        error={form.errors.expiresAt}
        hint={t('admin.coupons.form.lastDayHint')}
      />
    </AdminForm>
  );
}
