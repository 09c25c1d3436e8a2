import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelOrder } from '../api/cancel-order';
import '../i18n';

/** Cancels an unpaid reference-number or wallet order after a confirmation. */
export function CancelOrder({ transactionId }: { transactionId: number }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="btn-ghost text-red-700" onClick={() => setAsking(true)}>
        {t('payments.cancel.button')}
      </button>
    );
  return (
    <div role="alertdialog" aria-label={t('payments.cancel.confirm')} className="w-full rounded-xl bg-red-50 p-4">
      <p className="text-red-900">{t('payments.cancel.confirm')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn bg-red-700 text-white hover:bg-red-800"
          disabled={cancel.isPending}
          aria-busy={cancel.isPending}
          onClick={() => cancel.mutate(transactionId, { onSuccess: () => setAsking(false) })}
        >
          {t('payments.cancel.yes')}
        </button>
        <button type="button" className="btn-ghost" onClick={() => (setAsking(false), cancel.reset())}>
          {t('payments.cancel.no')}
        </button>
      </div>
      {cancel.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {t('payments.cancel.error')}
        </p>
      )}
    </div>
  );
}
