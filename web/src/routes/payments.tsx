import { Role } from '@kalam/core/enums';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Notice } from '../components/page-blocks';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/pagination';
import { QueryState } from '../components/query-state';
import { useStudentSubscription } from '../features/payments/api/get-subscription';
import { useTransactions } from '../features/payments/api/list-transactions';
import { SavedCards } from '../features/payments/components/saved-cards';
import { SubscriptionSummary } from '../features/payments/components/subscription-summary';
import { TransactionsTable } from '../features/payments/components/transactions-table';
import { useSession } from '../lib/session';
import { usePaging } from '../lib/use-paging';
import '../features/payments/i18n';

/** The student's plan, payments and saved cards. */
export default function Payments() {
  const { t } = useTranslation();
  const { user } = useSession();
  const student = user?.role === Role.Student;
  const subscription = useStudentSubscription(student);
  const { page, size, pager } = usePaging(10);
  const transactions = useTransactions(page, size, student);
  if (!user) return <Navigate to="/login?next=/payments" replace />;
  if (!student) {
    return <Notice title={t('checkout.studentsOnly.title')} body={t('checkout.studentsOnly.body')} testId="students-only" />;
  }
  return (
    <>
      <PageHeader title={t('payments.title')} subtitle={t('payments.subtitle')} />
      <div className="container grid gap-8 pb-16">
        {subscription.data ? (
          <SubscriptionSummary subscription={subscription.data}>
            <Link to="/tutors" className="btn-primary">
              {t('subscription.active.book')}
            </Link>
          </SubscriptionSummary>
        ) : subscription.isSuccess ? (
          <div className="card flex flex-wrap items-center justify-between gap-3 p-5">
            <p className="text-gray-700">{t('payments.noSubscription')}</p>
            <Link to="/subscription" className="btn-primary">
              {t('payments.choosePlan')}
            </Link>
          </div>
        ) : null}

        <section aria-labelledby="payments-history-title">
          <h2 id="payments-history-title" className="mb-4 text-xl font-700 text-brand-900">
            {t('payments.history')}
          </h2>
          <QueryState query={transactions} error={t('payments.error')} empty={({ total }) => total === 0 && t('payments.empty')}>
            {({ list, total }) => (
              <>
                <div className="relative md:card md:overflow-x-auto">
                  <TransactionsTable transactions={list} />
                </div>
                <Pagination {...pager(total)} />
              </>
            )}
          </QueryState>
        </section>

        <section aria-labelledby="payments-cards-title" className="card p-5 md:p-6">
          <h2 id="payments-cards-title" className="mb-1 text-xl font-700 text-brand-900">
            {t('payments.cards')}
          </h2>
          <p className="mb-4 text-sm text-gray-600">{t('payments.cardsHint')}</p>
          <SavedCards returnPath="/payments" />
        </section>
      </div>
    </>
  );
}
