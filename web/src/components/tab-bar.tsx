import { NavLink } from 'react-router';
import { formatNumber } from '../lib/format';
import { NavIcon, type NavIconName } from './nav-icon';

export interface Tab {
  to: string;
  label: string;
  icon: NavIconName;
  /** a count shown on the icon (unread messages), with what it counts for screen readers */
  badge?: { count: number; label: string };
}

/**
 * A phone's bottom tab bar, as in the apps students use: icon over a short label, the current tab marked (NavLink sets
 * aria-current="page"), above the home indicator (safe-area padding). Hidden from tablets up, where the header has the links.
 */
export function TabBar({ label, tabs }: { label: string; tabs: Tab[] }) {
  return (
    <nav
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
      data-testid="tab-bar"
    >
      <ul className="mx-auto flex max-w-lg">
        {tabs.map((tab) => (
          <li key={tab.to} className="min-w-0 flex-1">
            <NavLink
              to={tab.to}
              // the tab's name first, then its count: «الرسائل، رسالة واحدة غير مقروءة»
              aria-label={tab.badge && tab.badge.count > 0 ? `${tab.label}، ${tab.badge.label}` : undefined}
              className={({ isActive }) =>
                `flex h-15 flex-col items-center justify-center gap-0.5 text-xs font-600 ${isActive ? 'text-brand-700' : 'text-gray-600'}`
              }
            >
              <span className="relative">
                <NavIcon name={tab.icon} className="h-6 w-6" />
                {tab.badge && tab.badge.count > 0 && (
                  <span
                    className="absolute -top-1.5 -end-2.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[11px] font-700 text-white"
                    data-testid="tab-badge"
                  >
                    <span aria-hidden>{formatNumber(tab.badge.count)}</span>
                    <span className="sr-only">{tab.badge.label}</span>
                  </span>
                )}
              </span>
              <span className="max-w-full truncate px-0.5">{tab.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
