import { Role } from '@kalam/core/enums';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../features/auth/api/current-user';
import { homeFor } from '../features/auth/home-for';
import Login from '../routes/login';
import UserMenu from './user-menu';
import '../features/admin/i18n';

const items = [
  ['/admin', 'admin.nav.overview'],
  ['/admin/photo-sessions', 'admin.nav.photoSessions'],
  ['/admin/users', 'admin.nav.users'],
  ['/admin/payments', 'admin.nav.payments'],
  ['/admin/invoices', 'admin.nav.invoices'],
  ['/admin/plans', 'admin.nav.plans'],
  ['/admin/interviews', 'admin.nav.interviews'],
  ['/admin/lessons', 'admin.nav.lessons'],
  ['/admin/platform-settings', 'admin.nav.platformSettings'],
  ['/admin/user-settings', 'admin.nav.userSettings'],
] as const;

/** Screens beyond the spec's fixed sidebar, in a smaller second group; the studio sees only the media gallery. */
const moreItems = [
  ['/admin/topics', 'admin.nav.topics', false],
  ['/admin/reports', 'admin.nav.reports', false],
  ['/admin/feedback', 'admin.nav.feedback', false],
  ['/admin/server-stats', 'admin.nav.serverStats', false],
  ['/admin/media', 'admin.nav.media', true],
] as const;

/** The admin area: admins and the studio; everyone else is sent to their own home. */
const ADMIN_AREA_ROLES: number[] = [Role.SuperAdmin, Role.RegularAdmin, Role.Studio];

export function AdminLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  // The sign-in form sends the user on by itself once signed in.
  if (pathname.replace(/\/$/, '') === '/admin/login') return <Login />;
  if (!user) return <Navigate to={`/admin/login?next=${encodeURIComponent(pathname)}`} replace />;
  if (!ADMIN_AREA_ROLES.includes(user.role)) return <Navigate to={homeFor(user.role)} replace />;
  return (
    <div className="flex min-h-screen flex-col bg-gray-50 md:flex-row">
      <aside className="border-b border-gray-200 bg-white md:w-64 md:border-b-0 md:border-e">
        {/* one row on phones; on the sidebar the account sits under the name, which keeps its line */}
        <div className="flex items-center justify-between gap-2 p-3 md:flex-col md:items-stretch md:p-4">
          <Link to="/admin" className="p-2 text-xl font-700 text-brand-700">
            {t('app.name')} · {t('admin.area')}
          </Link>
          <UserMenu name={user.name} role={user.role} />
        </div>
        <nav aria-label={t('admin.sidebar')} className="flex gap-1 overflow-x-auto px-3 pb-3 md:flex-col">
          {items.map(([to, key]) => (
            <NavLink
              key={to}
              to={to}
              end={to === '/admin'}
              className={({ isActive }) =>
                `whitespace-nowrap rounded-lg px-3 py-2 font-600 ${isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-100'}`
              }
            >
              {t(key)}
            </NavLink>
          ))}
          <p className="hidden px-3 pt-4 pb-1 text-xs font-700 text-gray-500 md:block" aria-hidden>
            {t('admin.nav.more')}
          </p>
          <span className="mx-1 w-px shrink-0 bg-gray-200 md:hidden" aria-hidden />
          {moreItems
            .filter(([, , studio]) => studio || user.role !== Role.Studio)
            .map(([to, key]) => (
              <NavLink
                key={to}
                to={to}
                className={({ isActive }) =>
                  `whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-600 ${isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-600 hover:bg-gray-100'}`
                }
              >
                {t(key)}
              </NavLink>
            ))}
        </nav>
      </aside>
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
