import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/errors';
import { Modal } from '../../../components/modal';
import '../i18n';

/** Asks before an action that cannot be taken back; shows why it failed, if it does. */
export function ConfirmDialog({ title, body, confirm, onConfirm, onClose, pending, error, danger = true }: {
  title: string; body: string; confirm: string; onConfirm: () => void; onClose: () => void; pending: boolean; error?: unknown; danger?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Modal role="alertdialog" title={title} onClose={onClose}>
      <p className="text-gray-700">{body}</p>
      {error ? <p role="alert" className="mt-3 text-sm font-600 text-red-700">{errorMessage(t, error)}</p> : null}
      <div className="mt-5 flex flex-wrap gap-2">
        <button type="button" className={danger ? 'btn bg-red-700 text-white hover:bg-red-800' : 'btn-primary'} disabled={pending} aria-busy={pending} onClick={onConfirm}>
          {confirm}
        </button>
        <button type="button" className="btn-ghost" onClick={onClose}>{t('admin.common.back')}</button>
      </div>
    </Modal>
  );
}
