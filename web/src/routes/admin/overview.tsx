import { daysFrom, localDate, spanOf } from '@kalam/core';
import { InvoiceStatus, type Role, roles } from '@kalam/core/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLessonsTotal } from '../../features/admin/api/list-lessons';
import { useUsersTotal } from '../../features/admin/api/list-users';
import { usePendingWithdrawals } from '../../features/admin/api/pending-withdrawals';
import { AdminPage } from '../../features/admin/components/admin-page';
import { isAdmin } from '../../features/admin/lib/roles';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { formatNumber } from '../../lib/format';
import '../../features/admin/i18n';

/** A figure that links to the list behind it; a dash while loading or when it failed. */
function Figure({ label, value, to, testId }: { label: string; value: number | undefined; to: string; testId?: string }) {
  return (
    <Link
      to={to}
      className="card block p-4 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600"
      data-testid={testId}
    >
      <span className="block text-sm text-gray-500">{label}</span>
      <span className="mt-1 block text-2xl font-700 text-brand-900">{value === undefined ? '—' : formatNumber(value)}</span>
    </Link>
  );
}

function RoleFigure({ role }: { role: Role }) {
  const { t } = useTranslation();
  const total = useUsersTotal(role);
  return (
    <Figure label={t(`admin.overview.roles.${role}`)} value={total.data} to={`/admin/users?role=${role}`} testId={`users-role-${role}`} />
  );
}

/** /admin: counts that need an eye (people by role, withdrawals waiting, today's lessons) with links to each list. */
export default function AdminOverview() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const admin = isAdmin(user?.role);
  // today in Cairo, fixed for the page's life so the query key does not change on each render
  const [today] = useState(() => spanOf(daysFrom(Date.now(), 1)));
  const all = useUsersTotal(undefined, admin);
  const withdrawals = usePendingWithdrawals(admin);
  // the list has no "not cancelled" filter: today's lessons are all of today's less the cancelled ones
  const lessons = useLessonsTotal({ from: today.start, to: today.end }, admin);
  const cancelled = useLessonsTotal({ from: today.start, to: today.end, status: 'cancelled' }, admin);
  const todayLessons = lessons.data === undefined || cancelled.data === undefined ? undefined : lessons.data - cancelled.data;
  return (
    <AdminPage admin={admin} title={t('admin.overview.title')} subtitle={user ? t('admin.overview.hello', { name: user.name }) : undefined}>
      <section aria-labelledby="overview-work" className="grid gap-3">
        <h2 id="overview-work" className="text-lg font-700 text-gray-800">
          {t('admin.overview.work')}
        </h2>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure
            label={t('admin.overview.pendingWithdrawals')}
            value={withdrawals.data}
            to={`/admin/invoices?status=${InvoiceStatus.Pending}`}
            testId="pending-withdrawals"
          />
          <Figure
            label={t('admin.overview.todayLessons')}
            value={todayLessons}
            to={`/admin/lessons?from=${localDate(today.start)}&to=${localDate(today.start)}`}
            testId="today-lessons"
          />
          <Figure label={t('admin.overview.allUsers')} value={all.data} to="/admin/users" testId="users-all" />
        </div>
      </section>
      <section aria-labelledby="overview-people" className="grid gap-3">
        <h2 id="overview-people" className="text-lg font-700 text-gray-800">
          {t('admin.overview.people')}
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {roles.map((role) => (
            <RoleFigure key={role} role={role} />
          ))}
        </div>
      </section>
      <nav aria-labelledby="overview-links" className="grid gap-3">
        <h2 id="overview-links" className="text-lg font-700 text-gray-800">
          {t('admin.overview.shortcuts')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link className="btn-ghost" to="/admin/plans">
            {t('admin.overview.links.plans')}
          </Link>
          <Link className="btn-ghost" to="/admin/plans?tab=coupons">
            {t('admin.overview.links.coupons')}
          </Link>
          <Link className="btn-ghost" to="/admin/plans?tab=invites">
            {t('admin.overview.links.invites')}
          </Link>
          <Link className="btn-ghost" to="/admin/lessons?status=upcoming">
            {t('admin.overview.links.upcoming')}
          </Link>
          <Link className="btn-ghost" to="/admin/users?verified=false">
            {t('admin.overview.links.unverified')}
          </Link>
        </div>
      </nav>
    </AdminPage>
  );
}
