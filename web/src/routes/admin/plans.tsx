import { type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPage } from '../../features/admin/components/admin-page';
import { CouponsPanel } from '../../features/admin/components/coupons-panel';
import { InvitesPanel } from '../../features/admin/components/invites-panel';
import { PlansPanel } from '../../features/admin/components/plans-panel';
import { isAdmin } from '../../features/admin/lib/roles';
import { useCurrentUser } from '../../features/auth/api/current-user';
import '../../features/admin/i18n';
import '../../features/auth/i18n';
import { tabAfter } from '../../lib/tabs';

const TABS = ['plans', 'coupons', 'invites'] as const;
type Tab = (typeof TABS)[number];

/** /admin/plans: plans, coupons and invites as tabs; the open tab lives in the address (`?tab=coupons`). */
export default function AdminPlans() {
  const { t } = useTranslation();
  const id = useId();
  const admin = isAdmin(useCurrentUser()?.role);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'plans';
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const open = (next: Tab) => setParams(next === 'plans' ? {} : { tab: next }, { replace: true });
  // arrow keys move between tabs (in RTL the right arrow goes back)
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowLeft' ? 1 : e.key === 'ArrowRight' ? -1 : 0;
    if (!step) return;
    const next = tabAfter(TABS, tab, step);
    open(next);
    buttons.current[TABS.indexOf(next)]?.focus();
  };
  return (
    <AdminPage admin={admin} title={t('admin.plans.title')} subtitle={t('admin.plans.subtitle')}>
      <div
        role="tablist"
        aria-label={t('admin.plans.title')}
        className="flex gap-1 overflow-x-auto rounded-2xl bg-gray-100 p-1 sm:w-fit"
        onKeyDown={onKey}
      >
        {TABS.map((name, i) => (
          <button
            key={name}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            aria-controls={`${id}-${name}`}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => open(name)}
            className={`whitespace-nowrap rounded-xl px-4 py-2 font-600 ${tab === name ? 'bg-white text-brand-800 shadow' : 'text-gray-600 hover:text-brand-700'}`}
          >
            {t(`admin.plans.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}`} aria-labelledby={`${id}-${tab}-tab`}>
        {tab === 'plans' ? <PlansPanel /> : tab === 'coupons' ? <CouponsPanel /> : <InvitesPanel />}
      </div>
    </AdminPage>
  );
}
