import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';

const items = [
  ['/admin/photo-sessions', 'admin.nav.photoSessions'],
  ['/admin/users', 'admin.nav.users'],
  ['/admin/invoices', 'admin.nav.invoices'],
  ['/admin/plans', 'admin.nav.plans'],
  ['/admin/interviews', 'admin.nav.interviews'],
  ['/admin/lessons', 'admin.nav.lessons'],
  ['/admin/platform-settings', 'admin.nav.platformSettings'],
  ['/admin/user-settings', 'admin.nav.userSettings'],
] as const;

export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-gray-50 md:flex-row">
      <aside className="border-b border-gray-200 bg-white md:w-64 md:border-b-0 md:border-e">
        <Link to="/admin" className="block p-5 text-xl font-700 text-brand-700">
          {t('app.name')} · {t('admin.area')}
        </Link>
        <nav aria-label={t('admin.sidebar')} className="flex gap-1 overflow-x-auto px-3 pb-3 md:flex-col">
          {items.map(([to, key]) => (
            <NavLink key={to} to={to} className={({ isActive }) => `whitespace-nowrap rounded-lg px-3 py-2 font-600 ${isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-100'}`}>
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
