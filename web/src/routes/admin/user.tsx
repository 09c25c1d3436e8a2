import { Role } from '@kalam/core/enums';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Pagination } from '../../components/pagination';
import { QueryState } from '../../components/query-state';
import { useUser } from '../../features/admin/api/get-user';
import { useUserPayments } from '../../features/admin/api/user-payments';
import { AccountStatus } from '../../features/admin/components/account-status';
import { AdminPage, Panel } from '../../features/admin/components/admin-page';
import { MemberCard } from '../../features/admin/components/member-card';
import { MemberLessons } from '../../features/admin/components/member-lessons';
import { MemberRatings } from '../../features/admin/components/member-ratings';
import { StudentStatsPanel, TutorStatsPanel } from '../../features/admin/components/member-stats';
import { UserEditForm } from '../../features/admin/components/user-edit-form';
import { isAdmin, managesAccount, teaches } from '../../features/admin/lib/roles';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { TransactionsTable } from '../../features/payments/components/transactions-table';
import { apiErrorMessage } from '../../lib/error-message';
import { usePaging } from '../../lib/use-paging';
import '../../features/admin/i18n';
import '../../features/account/i18n';
import '../../features/auth/i18n';
import '../../features/lessons/i18n';
import { photoUrl } from '@kalam/core/constants';

/** /admin/user/:id: an account's profile and edit form, status, and by role its stats, lessons, ratings and payments. */
export default function AdminUser() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const me = useCurrentUser();
  const admin = isAdmin(me?.role);
  const user = useUser(id, admin);
  const title = user.data?.name ?? t('admin.user.title');
  if (!me) return null;
  return (
    <AdminPage
      admin={admin}
      title={title}
      subtitle={
        <Link to="/admin/users" className="text-brand-700 hover:underline">
          {t('admin.user.back')}
        </Link>
      }
    >
      {!Number.isInteger(id) || id <= 0 ? (
        <p className="card p-6 text-gray-600">{t('errors.api.user-not-found')}</p>
      ) : (
        <QueryState query={user} error={apiErrorMessage(t, user.error)}>
          {(data) => (
            <div className="grid gap-6" data-testid="admin-user">
              <MemberCard
                member={data}
                lead={
                  data.image ? (
                    <img
                      src={photoUrl(data.image, 'small')}
                      alt=""
                      width={64}
                      height={64}
                      className="h-16 w-16 rounded-full object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden
                      className="grid h-16 w-16 place-items-center rounded-full bg-brand-100 text-2xl font-700 text-brand-800"
                    >
                      {data.name.slice(0, 1)}
                    </span>
                  )
                }
                note={<p className="text-sm text-gray-500">{t('admin.user.id', { id: data.id })}</p>}
                actions={
                  <div className="ms-auto flex flex-wrap gap-2">
                    {teaches(data.role) && (
                      <Link className="btn-ghost px-3 py-1.5 text-sm" to={`/admin/tutor/${id}`}>
                        {t('admin.users.tutorPage')}
                      </Link>
                    )}
                    {id !== me.id && (
                      <Link className="btn-ghost px-3 py-1.5 text-sm" to={`/admin/chat?with=${id}`}>
                        {t('admin.user.chat')}
                      </Link>
                    )}
                  </div>
                }
              />
              {id === me.id ? (
                <p className="card p-4 text-gray-700">
                  {t('admin.user.self')}{' '}
                  <Link className="font-600 text-brand-700 underline" to="/admin/user-settings">
                    {t('admin.nav.userSettings')}
                  </Link>
                </p>
              ) : managesAccount(me.role, data.role) ? (
                <>
                  <UserEditForm key={data.id} user={data} callerRole={me.role} />
                  <AccountStatus key={`status-${data.id}`} user={data} />
                </>
              ) : (
                <p className="card p-4 text-gray-700" data-testid="read-only">
                  {t('admin.user.readOnly')}
                </p>
              )}
              {data.role === Role.Student && (
                <>
                  <StudentStatsPanel userId={id} />
                  <MemberLessons as="student" userId={id} />
                  <StudentPayments userId={id} />
                  <MemberRatings side="rater" userId={id} />
                </>
              )}
              {teaches(data.role) && (
                <>
                  <TutorStatsPanel userId={id} />
                  <MemberLessons as="tutor" userId={id} />
                  <MemberRatings side="ratee" userId={id} />
                </>
              )}
            </div>
          )}
        </QueryState>
      )}
    </AdminPage>
  );
}

/** The student's payments, each with the subscription it bought. */
function StudentPayments({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { page, size, pager } = usePaging(5);
  const payments = useUserPayments(userId, page, size);
  return (
    <Panel title={t('admin.member.payments.title')} testId="member-payments">
      <QueryState
        query={payments}
        error={t('admin.member.payments.error')}
        empty={({ total }) => total === 0 && <p className="text-gray-600">{t('admin.member.payments.empty')}</p>}
      >
        {({ list, total }) => (
          <div>
            <TransactionsTable transactions={list} admin />
            <Pagination {...pager(total)} />
          </div>
        )}
      </QueryState>
    </Panel>
  );
}
