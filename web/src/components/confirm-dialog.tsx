import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../lib/error-message';
import { Modal } from './modal';

/** Asks before an action that cannot be taken back; every label comes from the screen, and why the call failed, if it did. */
export function ConfirmDialog({
  title,
  body,
  confirm,
  cancel,
  onConfirm,
  onClose,
  pending = false,
  error,
  danger = true,
}: {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
  error?: unknown;
  danger?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Modal role="alertdialog" title={title} onClose={onClose}>
      <p className="text-gray-700">{body}</p>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-600 text-red-700">
          {apiErrorMessage(t, error)}
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-2">
        <button
          type="button"
          className={danger ? 'btn bg-red-700 text-white hover:bg-red-800' : 'btn-primary'}
          disabled={pending}
          aria-busy={pending}
          onClick={onConfirm}
        >
          {confirm}
        </button>
        {/* a destructive action is one more deliberate step away: focus starts on the way back */}
        <button type="button" className="btn-ghost" data-autofocus={danger || undefined} onClick={onClose}>
          {cancel}
        </button>
      </div>
    </Modal>
  );
}
