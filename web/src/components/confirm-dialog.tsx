import { Modal } from './modal';

/** Asks before an action that cannot be taken back; every label comes from the screen, and why it failed, if it did. */
export function ConfirmDialog({ title, body, confirm, cancel, onConfirm, onClose, pending = false, error, danger = true }: {
  title: string; body: string; confirm: string; cancel: string; onConfirm: () => void; onClose: () => void; pending?: boolean; error?: string; danger?: boolean;
}) {
  return (
    <Modal role="alertdialog" title={title} onClose={onClose}>
      <p className="text-gray-700">{body}</p>
      {error && <p role="alert" className="mt-3 text-sm font-600 text-red-700">{error}</p>}
      <div className="mt-5 flex flex-wrap gap-2">
        <button type="button" className={danger ? 'btn bg-red-700 text-white hover:bg-red-800' : 'btn-primary'} disabled={pending} aria-busy={pending} onClick={onConfirm}>
          {confirm}
        </button>
        <button type="button" className="btn-ghost" onClick={onClose}>{cancel}</button>
      </div>
    </Modal>
  );
}
