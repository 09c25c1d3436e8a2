import { daysFrom, localDate, spanOf } from '@kalam/core';
import { InvoiceStatus, type Role, roles } from '@kalam/core/enums';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatCard } from '../../components/page-blocks';
import { useLessonsTotal } from '../../features/admin/api/list-lessons';
import { useUsersTotal } from '../../features/admin/api/list-users';
import { usePendingWithdrawals } from '../../features/admin/api/pending-withdrawals';
import { AdminPage } from '../../features/admin/components/admin-page';
import { isAdmin } from '../../features/admin/lib/roles';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { formatNumber } from '../../lib/format';
import '../../features/admin/i18n';

/** A count that links to the list behind it; a dash while loading or when it failed. */
const countOf = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value));

/** A titled part of the overview; `nav` for the shortcuts. */
function Part({ id, title, nav = false, children }: { id: string; title: string; nav?: boolean; children: ReactNode }) {
  const Tag = nav ? 'nav' : 'section';
  return (
    <Tag aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-700 text-gray-800">
        {title}
      </h2>
      {children}
    </Tag>
  );
}

const SHORTCUTS = [
  ['plans', '/admin/plans'],
  ['coupons', '/admin/plans?tab=coupons'],
  ['invites', '/admin/plans?tab=invites'],
  ['upcoming', '/admin/lessons?status=upcoming'],
  ['unverified', '/admin/users?verified=false'],
] as const;

function RoleFigure({ role }: { role: Role }) {
  const { t } = useTranslation();
  const total = useUsersTotal(role);
  return (
    <StatCard
      label={t(`admin.overview.roles.${role}`)}
      value={countOf(total.data)}
      to={`/admin/users?role=${role}`}
      testId={`users-role-${role}`}
    />
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
      <Part id="overview-work" title={t('admin.overview.work')}>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard
            label={t('admin.overview.pendingWithdrawals')}
            value={countOf(withdrawals.data)}
            to={`/admin/invoices?status=${InvoiceStatus.Pending}`}
            testId="pending-withdrawals"
          />
          <StatCard
            label={t('admin.overview.todayLessons')}
            value={countOf(todayLessons)}
            to={`/admin/lessons?from=${localDate(today.start)}&to=${localDate(today.start)}`}
            testId="today-lessons"
          />
          <StatCard label={t('admin.overview.allUsers')} value={countOf(all.data)} to="/admin/users" testId="users-all" />
        </div>
      </Part>
      <Part id="overview-people" title={t('admin.overview.people')}>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {roles.map((role) => (
            <RoleFigure key={role} role={role} />
          ))}
        </div>
      </Part>
      <Part id="overview-links" title={t('admin.overview.shortcuts')} nav>
        <div className="flex flex-wrap gap-2">
          {SHORTCUTS.map(([key, to]) => (
            <Link key={key} className="btn-ghost" to={to}>
              {t(`admin.overview.links.${key}`)}
            </Link>
          ))}
        </div>
      </Part>
    </AdminPage>
  );
}
