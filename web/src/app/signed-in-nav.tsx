import type { CurrentUser } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { NavIcon } from '../components/nav-icon';
import { TabBar } from '../components/tab-bar';
import { useUnreadMessages } from '../features/chat/api/unread';
import { formatNumber } from '../lib/format';
import { addTranslations } from '../lib/i18n';
import bundle from '../locales/ar-EG.shell.json';
import { type ShellLink, shellLinksFor } from './shell-links';

// A signed-in person's navigation; it loads once someone is signed in, so visitors' first pages stay light.

addTranslations(bundle);

type User = Pick<CurrentUser, 'role' | 'tutor'>;

function useUnread(links: ShellLink[]) {
  return useUnreadMessages(links.some((l) => l.unread)).data ?? 0;
}

/** The header's links (a column inside the phone menu, a row from wide screens up). */
export function SignedInLinks({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const { t } = useTranslation();
  const links = (shellLinksFor(user) ?? []).filter((l) => l.header);
  const unread = useUnread(links);
  return links.map((l) => (
    <NavLink
      key={l.to}
      to={l.to}
      onClick={onNavigate}
      className={({ isActive }) =>
        `flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 font-600 ${isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-50'}`
      }
    >
      <NavIcon name={l.icon} className="h-5 w-5 lg:hidden xl:block" />
      {t(l.label)}
      {l.unread && unread > 0 && (
        <span
          className="grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs font-700 text-white"
          data-testid="nav-unread"
        >
          <span aria-hidden>{formatNumber(unread)}</span>
          <span className="sr-only">{t('nav.shell.unread', { count: unread })}</span>
        </span>
      )}
    </NavLink>
  ));
}

/** The phone's bottom tab bar with the person's everyday destinations. */
export default function SignedInTabBar({ user }: { user: User }) {
  const { t } = useTranslation();
  const links = (shellLinksFor(user) ?? []).filter((l) => l.tab);
  const unread = useUnread(links);
  return (
    <TabBar
      label={t('nav.shell.tabs')}
      tabs={links.map((l) => ({
        to: l.to,
        label: t(l.label),
        icon: l.icon,
        ...(l.unread && { badge: { count: unread, label: t('nav.shell.unread', { count: unread }) } }),
      }))}
    />
  );
}
