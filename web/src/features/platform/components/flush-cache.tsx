import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast';
import { formatNumber } from '../../../lib/format';
import { useFlushCache } from '../api/platform-settings';
import '../i18n';

/** Drops the server's cached tutor answers, after asking. */
export function FlushCache() {
  const { t } = useTranslation();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const flush = useFlushCache();
  const close = () => (setAsking(false), flush.reset());
  const confirm = () =>
    flush.mutate(undefined, {
      onSuccess: ({ generation }) => {
        toast({
          type: 'success',
          title: t('manage.cache.flushed'),
          description: t('manage.cache.generation', { generation: formatNumber(generation) }),
        });
        close();
      },
    });
  return (
    <div className="grid gap-3">
      <p className="text-gray-700">{t('manage.cache.body')}</p>
      <button type="button" className="btn-ghost justify-self-start text-red-700" onClick={() => setAsking(true)} data-testid="flush-cache">
        {t('manage.cache.flush')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('manage.cache.confirmTitle')}
          body={t('manage.cache.confirmBody')}
          confirm={t('manage.cache.confirm')}
          cancel={t('manage.common.cancel')}
          onConfirm={confirm}
          onClose={close}
          pending={flush.isPending}
          error={flush.error}
        />
      )}
    </div>
  );
}
