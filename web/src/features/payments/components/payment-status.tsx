import type { PaymentStarted, TransactionView } from '@kalam/core/api';
import { PaymentMethod, PaymentStatus } from '@kalam/core/enums';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api';
import { formatDate, formatDateTime, formatMinutes, formatMoney } from '../../../lib/format';
import { recalledNext, safeNext } from '../../../lib/next-path';
import { invalidateStats } from '../../../lib/resources/stats';
import { transactionKeys } from '../../../lib/resources/transaction';
import { POLL_LIMIT_MS, useTransaction } from '../api/get-transaction';
import { isCancelable, PERIOD_KEYS } from '../lib/labels';
import { CancelOrder } from './cancel-order';
import { CopyReference } from './copy-reference';
import { StatusBadge } from './status-badge';
import '../i18n';

const FAILED: number[] = [PaymentStatus.Failed, PaymentStatus.Expired, PaymentStatus.Canceled];

/** A payment followed to its end: polled while New, then success with the subscription, or failure with a retry. */
export function PaymentStatusPanel({
  transactionId,
  started,
  onRetry,
}: {
  transactionId: number;
  started?: { payment: PaymentStarted; phone?: string };
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [pollUntil, setPollUntil] = useState(() => Date.now() + POLL_LIMIT_MS);
  const [timedOut, setTimedOut] = useState(false);
  const tx = useTransaction(transactionId, pollUntil);
  const status = tx.data?.status;

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), Math.max(0, pollUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [pollUntil]);
  useEffect(() => {
    // the new subscription shows on the dashboard and the plans page
    if (status === PaymentStatus.Paid) void invalidateStats(client);
    if (status !== undefined && status !== PaymentStatus.New) void client.invalidateQueries({ queryKey: transactionKeys.lists });
  }, [status, client]);

  const refresh = () => (setTimedOut(false), setPollUntil(Date.now() + POLL_LIMIT_MS), void tx.refetch());

  if (tx.isPending) return <Spinner />;
  if (tx.isError) {
    const notFound = tx.error instanceof ApiError && (tx.error.code === 'transaction-not-found' || tx.error.status === 404);
    return (
      <Panel tone="red" title={notFound ? t('checkout.status.notFound') : t('checkout.status.loadError')}>
        <div className="mt-4 flex flex-wrap gap-3">
          {!notFound && (
            <button type="button" className="btn-primary" onClick={() => tx.refetch()}>
              {t('common.retry')}
            </button>
          )}
          <button type="button" className="btn-ghost" onClick={onRetry}>
            {t('checkout.status.tryAgain')}
          </button>
        </div>
      </Panel>
    );
  }

  const payment = tx.data;
  if (payment.status === PaymentStatus.Paid) return <PaymentDone payment={payment} />;
  if (FAILED.includes(payment.status)) {
    return (
      <Panel
        tone="red"
        title={t(
          `checkout.status.failed.${payment.status === PaymentStatus.Canceled ? 'canceled' : payment.status === PaymentStatus.Expired ? 'expired' : 'failed'}`,
        )}
      >
        <p className="mt-2 text-gray-700">{t('checkout.status.failedBody')}</p>
        <button type="button" className="btn-primary mt-4" onClick={onRetry}>
          {t('checkout.status.tryAgain')}
        </button>
      </Panel>
    );
  }
  if (payment.status !== PaymentStatus.New) {
    return (
      <Panel tone="gray" title={t('checkout.status.other')}>
        <p className="mt-2">
          <StatusBadge status={payment.status} />
        </p>
        <Link to="/payments" className="btn-ghost mt-4">
          {t('checkout.status.seePayments')}
        </Link>
      </Panel>
    );
  }

  const waitingTitle =
    payment.method === PaymentMethod.Fawry
      ? t('checkout.status.refNum.title')
      : payment.method === PaymentMethod.EWallet
        ? t('checkout.status.wallet.title')
        : t('checkout.status.checking');
  return (
    <Panel tone="amber" title={waitingTitle}>
      {payment.method === PaymentMethod.Fawry && <ReferenceNumber payment={payment} />}
      {payment.method === PaymentMethod.EWallet && <WalletRequest qr={started?.payment.walletQr ?? null} phone={started?.phone} />}
      <p className="mt-4 flex items-center gap-2 text-sm text-gray-600" role="status">
        {!timedOut && <span className="h-3 w-3 animate-pulse rounded-full bg-amber-500" aria-hidden />}
        {timedOut ? t('checkout.status.stillWaiting') : t('checkout.status.waiting')}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {timedOut && (
          <button type="button" className="btn-primary" onClick={refresh}>
            {t('checkout.status.refresh')}
          </button>
        )}
        {isCancelable(payment) && <CancelOrder transactionId={payment.id} />}
      </div>
    </Panel>
  );
}

function Panel({ tone, title, children }: { tone: 'amber' | 'red' | 'gray' | 'green'; title: string; children: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // the panel replaces the form or changes state: move focus to the news so screen readers announce it
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to the heading each time its text changes
  useEffect(() => heading.current?.focus(), [title]);
  const border = { amber: 'border-t-amber-500', red: 'border-t-red-600', gray: 'border-t-gray-400', green: 'border-t-green-600' }[tone];
  return (
    <section className={`card border-t-4 p-5 md:p-8 ${border}`} aria-labelledby="payment-status-title" data-testid="payment-status-panel">
      <h2 id="payment-status-title" ref={heading} tabIndex={-1} className="text-xl font-700 text-gray-900 outline-none md:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ReferenceNumber({ payment }: { payment: TransactionView }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4">
      <div className="rounded-2xl bg-amber-50 p-4 text-center md:p-6">
        <p className="text-sm font-600 text-amber-900">{t('checkout.status.refNum.number')}</p>
        <p className="mt-1 select-all text-4xl font-700 tracking-widest text-gray-900 md:text-5xl" dir="ltr" data-testid="reference-number">
          {payment.referenceNumber}
        </p>
        {payment.referenceNumber && <CopyReference number={payment.referenceNumber} className="mt-2 bg-white" />}
        <p className="mt-3 text-sm font-600 text-amber-900">{t('checkout.status.refNum.amount')}</p>
        <p className="text-2xl font-700 text-gray-900" data-testid="reference-amount">
          {formatMoney(payment.amount)}
        </p>
      </div>
      <p className="mt-4 text-gray-700">
        {payment.expiresAt
          ? t('checkout.status.refNum.how', { expires: formatDateTime(payment.expiresAt) })
          : t('checkout.status.refNum.howNoExpiry')}
      </p>
    </div>
  );
}

function WalletRequest({ qr, phone }: { qr: string | null; phone?: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 space-y-3">
      <p className="text-gray-700">{phone ? t('checkout.status.wallet.sent', { phone }) : t('checkout.status.wallet.sentNoPhone')}</p>
      {qr &&
        (qr.startsWith('data:') ? (
          <figure className="w-fit rounded-2xl border border-gray-200 p-3">
            <img src={qr} alt={t('checkout.status.wallet.qrAlt')} className="h-48 w-48" />
            <figcaption className="mt-2 text-center text-sm text-gray-600">{t('checkout.status.wallet.qr')}</figcaption>
          </figure>
        ) : (
          <p className="break-all rounded-xl bg-gray-50 p-3 text-sm" dir="ltr">
            {qr}
          </p>
        ))}
    </div>
  );
}

function PaymentDone({ payment }: { payment: TransactionView }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Fawry's 3-D Secure page returns to an address without it: the checkout remembered it in this tab
  const next = safeNext(params.get('next')) ?? recalledNext();
  return (
    <Panel tone="green" title={t('checkout.status.paid.title')}>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="text-gray-500">{t('checkout.summary.plan')}</dt>
        <dd className="font-600">
          {payment.plan.nameAr} — {t(`pricing.periods.${PERIOD_KEYS[payment.period] ?? 'month'}`)}
        </dd>
        <dt className="text-gray-500">{t('checkout.summary.weekly')}</dt>
        <dd className="font-600">{formatMinutes(payment.plan.weeklyMinutes)}</dd>
        {payment.subscription && (
          <>
            <dt className="text-gray-500">{t('checkout.status.paid.until')}</dt>
            <dd className="font-600" data-testid="subscription-end">
              {formatDate(payment.subscription.end)}
            </dd>
          </>
        )}
        <dt className="text-gray-500">{t('checkout.status.paid.amount')}</dt>
        <dd className="font-600">{formatMoney(payment.amount)}</dd>
      </dl>
      <p className="mt-4 text-gray-700">{t('checkout.status.paid.body')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        {next ? (
          <Link to={next} className="btn-primary" data-testid="back-to-booking">
            {t('checkout.status.paid.backToBooking')}
          </Link>
        ) : (
          <Link to="/tutors" className="btn-primary">
            {t('checkout.status.paid.tutors')}
          </Link>
        )}
        <Link to="/s/dashboard" className="btn-ghost">
          {t('checkout.status.paid.dashboard')}
        </Link>
      </div>
    </Panel>
  );
}
