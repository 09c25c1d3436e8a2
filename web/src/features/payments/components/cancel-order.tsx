import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCancelOrder } from '../api/cancel-order';
import '../i18n';

/** Cancels an unpaid reference-number or wallet order after a confirmation. */
export function CancelOrder({ transactionId }: { transactionId: number }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="btn-ghost text-red-700" aria-expanded={asking} onClick={() => setAsking(true)}>
        {t('payments.cancel.button')}
      </button>
      {asking && (
        <ConfirmDialog
          inline
          body={t('payments.cancel.confirm')}
          confirm={t('payments.cancel.yes')}
          cancel={t('payments.cancel.no')}
          pending={cancel.isPending}
          error={cancel.error}
          onClose={() => (setAsking(false), cancel.reset())}
          onConfirm={() => cancel.mutate(transactionId, { onSuccess: () => setAsking(false) })}
        />
      )}
    </>
  );
}
