import type { CurrentUser } from '@kalam/core/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast';
import { deactivationOf } from '../api/get-user';
import { useAdminUpdateUser } from '../api/update-user';
import { Panel } from './admin-page';
import '../i18n';

type Action = 'deactivate' | 'reactivate';

/** Deactivating signs the person out and hides them (tutors leave the list); reactivating undoes it. Both ask first. */
export function AccountStatus({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useAdminUpdateUser(user.id);
  const [asking, setAsking] = useState<Action | null>(null);
  // what the server last told us, or what this page last did
  const [known, setKnown] = useState<boolean | null>(() => deactivationOf(user));
  const actions: Action[] = known === null ? ['deactivate', 'reactivate'] : [known ? 'reactivate' : 'deactivate'];
  const close = () => (setAsking(null), update.reset());
  const act = (action: Action) =>
    update.mutate(
      { deactivated: action === 'deactivate' },
      {
        onSuccess: () => (
          setKnown(action === 'deactivate'), setAsking(null), toast({ type: 'success', title: t(`admin.user.status.${action}.done`) })
        ),
      },
    );
  return (
    <Panel title={t('admin.user.status.title')} testId="account-status">
      <p className="text-gray-700" data-testid="account-state">
        {known === null ? t('admin.user.status.unknown') : known ? t('admin.user.status.deactivated') : t('admin.user.status.active')}
      </p>
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'deactivate' ? 'btn-ghost text-red-700' : 'btn-ghost'}
            onClick={() => setAsking(action)}
          >
            {t(`admin.user.status.${action}.button`)}
          </button>
        ))}
      </div>
      {asking && (
        <ConfirmDialog
          title={t(`admin.user.status.${asking}.title`)}
          body={t(`admin.user.status.${asking}.body`, { name: user.name })}
          confirm={t(`admin.user.status.${asking}.yes`)}
          cancel={t('admin.common.back')}
          danger={asking === 'deactivate'}
          pending={update.isPending}
          error={update.error}
          onClose={close}
          onConfirm={() => act(asking)}
        />
      )}
    </Panel>
  );
}
