import type { CouponView, PaymentStarted, Plan } from '@kalam/core/api';
import { type PlanPeriod, planPeriods, Role } from '@kalam/core/enums';
import { checkoutPrice } from '@kalam/core/pricing';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { Notice } from '../components/page-blocks';
import { LoadError } from '../components/query-state';
import { Spinner } from '../components/spinner';
import { CouponField } from '../features/payments/components/coupon-field';
import { PaymentError } from '../features/payments/components/payment-error';
import { PaymentForm } from '../features/payments/components/payment-form';
import { PaymentStatusPanel } from '../features/payments/components/payment-status';
import { PriceBreakdown } from '../features/payments/components/price-breakdown';
import { PERIOD_KEYS } from '../features/payments/lib/labels';
import { usePlan } from '../features/plans/api/get-plan';
import { ApiError } from '../lib/api';
import { formatMinutes } from '../lib/format';
import { rememberNext, safeNext, withNext } from '../lib/next-path';
import { useSession } from '../lib/session';
import NotFound from './not-found';
import '../features/payments/i18n';

const isPeriod = (n: number): n is PlanPeriod => (planPeriods as readonly number[]).includes(n);

/** `/checkout/:planId/:period`: the price, a coupon and the way of paying; `?transaction=` follows a started payment. */
export default function Checkout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const planId = Number(useParams().planId);
  const period = Number(useParams().period);
  const valid = Number.isInteger(planId) && planId > 0 && isPeriod(period);
  const student = user?.role === Role.Student;
  const plan = usePlan(valid && student ? planId : 0);
  const [started, setStarted] = useState<{ payment: PaymentStarted; phone?: string }>();
  const transactionId = Number(search.get('transaction'));
  const next = safeNext(search.get('next'));
  // Fawry's pages come back to addresses of their own: the chosen lesson time waits in this tab meanwhile
  useEffect(() => {
    if (next) rememberNext(next);
  }, [next]);

  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (!student) return <StudentsOnly />;
  if (!valid) return <NotFound />;

  const onStarted = (payment: PaymentStarted, phone?: string) => {
    setStarted({ payment, phone });
    setSearch({ transaction: String(payment.transaction.id), ...(next ? { next } : {}) }, { replace: true });
  };
  // Fawry's own query parameters go too: the page is a fresh checkout again
  const retry = () => (setStarted(undefined), setSearch(next ? { next } : {}, { replace: true }));

  return (
    <div className="container py-6 md:py-10">
      <h1 className="text-2xl font-700 text-brand-900 md:text-3xl">{t('checkout.title')}</h1>
      {transactionId > 0 ? (
        <div className="mx-auto mt-6 max-w-2xl">
          <PaymentStatusPanel
            key={transactionId}
            transactionId={transactionId}
            started={started?.payment.transaction.id === transactionId ? started : undefined}
            onRetry={retry}
          />
        </div>
      ) : plan.isPending ? (
        <Spinner />
      ) : plan.isError ? (
        plan.error instanceof ApiError && (plan.error.code === 'plan-not-found' || plan.error.status === 404) ? (
          <div className="mx-auto mt-6 max-w-xl">
            <PaymentError error={new ApiError('plan-not-found', 404)} />
          </div>
        ) : (
          <LoadError message={t('checkout.loadError')} onRetry={() => plan.refetch()} />
        )
      ) : (
        <CheckoutForm plan={plan.data} period={period} path={location.pathname} onStarted={onStarted} />
      )}
    </div>
  );
}

function CheckoutForm({
  plan,
  period,
  path,
  onStarted,
}: {
  plan: Plan;
  period: PlanPeriod;
  path: string;
  onStarted: (p: PaymentStarted, phone?: string) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const [coupon, setCouponState] = useState<CouponView | null>(null);
  const [couponRejected, setCouponRejected] = useState(false);
  // the applied code rides in the URL, so it survives adding a card at Fawry and a reload
  const next = safeNext(search.get('next'));
  const setCoupon = (c: CouponView | null) => {
    setCouponState(c);
    setSearch({ ...(c ? { coupon: c.code } : {}), ...(next ? { next } : {}) }, { replace: true });
  };
  const returnPath = withNext(coupon ? `${path}?coupon=${encodeURIComponent(coupon.code)}` : path, next);
  const price = checkoutPrice(plan, period, coupon?.discount ?? 0);
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <aside className="card space-y-5 p-5 md:p-6 lg:sticky lg:top-20 lg:order-last" aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title" className="text-lg font-700 text-brand-900">
          {t('checkout.summary.title')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2" data-testid="checkout-plan">
          <dt className="text-gray-500">{t('checkout.summary.plan')}</dt>
          <dd className="font-700">{plan.nameAr}</dd>
          <dt className="text-gray-500">{t('checkout.summary.period')}</dt>
          <dd className="font-600">{t(`pricing.perPeriod.${PERIOD_KEYS[period] ?? 'month'}`)}</dd>
          <dt className="text-gray-500">{t('checkout.summary.weekly')}</dt>
          <dd className="font-600">{formatMinutes(plan.weeklyMinutes)}</dd>
        </dl>
        <PriceBreakdown price={price} couponCode={coupon?.code} />
        <CouponField
          applied={coupon}
          rejected={couponRejected}
          initialCode={search.get('coupon')}
          onApply={(c) => (setCoupon(c), setCouponRejected(false))}
          onRemove={() => (setCoupon(null), setCouponRejected(false))}
        />
        <Link to={withNext('/subscription', next)} className="inline-block text-sm text-brand-700 underline">
          {t('checkout.changePlan')}
        </Link>
      </aside>
      <section className="card p-5 md:p-6" aria-label={t('checkout.method.title')}>
        <PaymentForm
          planId={plan.id}
          period={period}
          coupon={coupon}
          price={price}
          returnPath={returnPath}
          onStarted={onStarted}
          onCouponRejected={() => (setCoupon(null), setCouponRejected(true))}
        />
      </section>
    </div>
  );
}

function StudentsOnly() {
  const { t } = useTranslation();
  return (
    <Notice title={t('checkout.studentsOnly.title')} body={t('checkout.studentsOnly.body')} testId="students-only">
      <Link to="/" className="btn-ghost">
        {t('common.backHome')}
      </Link>
    </Notice>
  );
}
