import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/query-state';
import { AdminPage, Panel } from '../../features/admin/components/admin-page';
import { isAdmin } from '../../features/admin/lib/roles';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { useBanks } from '../../features/invoices/api/banks';
import { useWithdrawMethods } from '../../features/invoices/api/withdraw-methods';
import { usePlatformSettings } from '../../features/platform/api/platform-settings';
import { BanksList } from '../../features/platform/components/banks-list';
import { FlushCache } from '../../features/platform/components/flush-cache';
import { SettingsForm } from '../../features/platform/components/settings-form';
import { WithdrawMethods } from '../../features/platform/components/withdraw-methods';
import '../../features/platform/i18n';
// withdraw methods are named with the invoices' strings
import '../../features/invoices/i18n';

/** Admins: the run-time settings (rate, cancellation window, withdrawal limits), payout methods, banks and the server cache. */
export default function AdminPlatformSettings() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const admin = isAdmin(user?.role);
  const settings = usePlatformSettings(admin);
  const methods = useWithdrawMethods(admin);
  const banks = useBanks(admin);
  return (
    <AdminPage admin={admin} title={t('manage.settings.title')} subtitle={t('manage.settings.subtitle')}>
      <Panel title={t('manage.settings.formTitle')} testId="settings-panel">
        <QueryState query={settings} error={t('manage.common.loadError')}>
          {(data) => <SettingsForm settings={data} />}
        </QueryState>
      </Panel>
      <Panel title={t('manage.withdrawMethods.title')} testId="withdraw-methods-panel">
        <p className="text-gray-600">{t('manage.withdrawMethods.body')}</p>
        <QueryState query={methods} error={t('manage.common.loadError')}>
          {(data) => <WithdrawMethods methods={data} />}
        </QueryState>
      </Panel>
      <Panel title={t('manage.banks.title')} testId="banks-panel">
        <p className="text-gray-600">{t('manage.banks.body')}</p>
        <QueryState query={banks} error={t('manage.common.loadError')}>
          {(data) => <BanksList banks={data} />}
        </QueryState>
      </Panel>
      <Panel title={t('manage.cache.title')} testId="cache-panel">
        <FlushCache />
      </Panel>
    </AdminPage>
  );
}
