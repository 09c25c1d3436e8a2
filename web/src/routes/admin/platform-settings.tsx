import { Role } from '@kalam/core/enums';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { AdminPage, Panel } from '../../features/admin/components/admin-page';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { usePlatformSettings } from '../../features/platform/api/platform-settings';
import { useWithdrawMethods } from '../../features/invoices/api/withdraw-methods';
import { FlushCache } from '../../features/platform/components/flush-cache';
import { SettingsForm } from '../../features/platform/components/settings-form';
import { WithdrawMethods } from '../../features/platform/components/withdraw-methods';
import '../../features/platform/i18n';
// withdraw methods are named with the invoices' strings
import '../../features/invoices/i18n';

const ADMINS: number[] = [Role.SuperAdmin, Role.RegularAdmin];

/** Admins: the run-time settings (rate, cancellation window, withdrawal limits), payout methods and the server cache. */
export default function AdminPlatformSettings() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const admin = Boolean(user && ADMINS.includes(user.role));
  const settings = usePlatformSettings(admin);
  const methods = useWithdrawMethods(admin);
  return (
    <AdminPage admin={admin} title={t('manage.settings.title')} subtitle={t('manage.settings.subtitle')}>
      <Panel title={t('manage.settings.formTitle')} testId="settings-panel">
        {settings.isPending ? (
          <Spinner />
        ) : settings.isError ? (
          <LoadError message={t('manage.common.loadError')} onRetry={() => settings.refetch()} />
        ) : (
          <SettingsForm settings={settings.data} />
        )}
      </Panel>
      <Panel title={t('manage.withdrawMethods.title')} testId="withdraw-methods-panel">
        <p className="text-gray-600">{t('manage.withdrawMethods.body')}</p>
        {methods.isPending ? (
          <Spinner />
        ) : methods.isError ? (
          <LoadError message={t('manage.common.loadError')} onRetry={() => methods.refetch()} />
        ) : (
          <WithdrawMethods methods={methods.data} />
        )}
      </Panel>
      <Panel title={t('manage.cache.title')} testId="cache-panel">
        <FlushCache />
      </Panel>
    </AdminPage>
  );
}
