import type { CheckoutPrice } from '@kalam/core/pricing';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPercent } from '../../../lib/format';
import '../i18n';

/** Full price, the plan's discount, the coupon's and the total: the numbers the server charges. */
export function PriceBreakdown({ price, couponCode }: { price: CheckoutPrice; couponCode?: string }) {
  const { t } = useTranslation();
  return (
    <dl
      className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm"
      data-testid="price-breakdown"
      aria-label={t('checkout.breakdown.title')}
    >
      <dt className="text-gray-600">{t('checkout.breakdown.full')}</dt>
      <dd className="font-600" data-testid="price-full">
        {formatMoney(price.fullPrice)}
      </dd>
      {price.planDiscount > 0 && (
        <>
          <dt className="text-gray-600">{t('checkout.breakdown.planDiscount', { percent: formatPercent(price.planDiscountPercent) })}</dt>
          <dd className="font-600 text-green-700" data-testid="price-plan-discount">
            {formatMoney(-price.planDiscount)}
          </dd>
        </>
      )}
      {couponCode && (
        <>
          <dt className="text-gray-600">
            {t('checkout.breakdown.couponDiscount', { code: couponCode, percent: formatPercent(price.couponDiscountPercent) })}
          </dt>
          <dd className="font-600 text-green-700" data-testid="price-coupon-discount">
            {formatMoney(-price.couponDiscount)}
          </dd>
        </>
      )}
      <dt className="border-t border-gray-200 pt-3 text-base font-700 text-gray-900">{t('checkout.breakdown.total')}</dt>
      <dd className="border-t border-gray-200 pt-3 text-lg font-700 text-brand-900" data-testid="price-total">
        {formatMoney(price.total)}
      </dd>
    </dl>
  );
}
