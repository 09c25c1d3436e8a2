import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../lib/error-message';
import { FormError } from './form-error';
import { Modal } from './modal';

interface ConfirmProps {
  /** the question; an inline confirm without one is named by its body */
  title?: string;
  body: string;
  /** more to read before deciding (the lessons a change cancels, what comes back) */
  children?: ReactNode;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
  /** why the call failed, told with the API's catalogue message */
  error?: unknown;
  danger?: boolean;
  /** a double-check in place, under the button that asked, instead of a dialog over the page */
  inline?: boolean;
}

/**
 * Asks before an action that cannot be taken back; every label comes from the screen. Focus starts on the way back
 * (a deliberate second step to go on), Escape is the way back, and focus returns to the button that asked.
 */
export function ConfirmDialog(props: ConfirmProps) {
  const { t } = useTranslation();
  const { title, body, children, confirm, cancel, onConfirm, onClose, pending = false, error, danger = true, inline = false } = props;
  const id = useId();
  const content = (
    <>
      <p id={`${id}-body`} className={inline ? (danger ? 'text-red-900' : 'text-amber-900') : 'text-gray-700'}>
        {body}
      </p>
      {children}
      {error ? (
        <p role="alert" className="mt-3 text-sm font-600 text-red-700">
          {apiErrorMessage(t, error)}
        </p>
      ) : null}
      <div className={`${inline ? 'mt-3' : 'mt-5'} flex flex-wrap gap-2`}>
        <button
          type="button"
          className={danger ? 'btn bg-red-700 text-white hover:bg-red-800' : 'btn-primary'}
          disabled={pending}
          aria-busy={pending}
          onClick={onConfirm}
        >
          {confirm}
        </button>
        <button type="button" className="btn-ghost" data-autofocus onClick={onClose}>
          {cancel}
        </button>
      </div>
    </>
  );
  if (!inline)
    return (
      <Modal role="alertdialog" title={title ?? body} onClose={onClose} describedBy={title ? `${id}-body` : undefined}>
        {content}
      </Modal>
    );
  return (
    <InlineConfirm id={id} title={title} danger={danger} onClose={onClose}>
      {content}
    </InlineConfirm>
  );
}

function InlineConfirm({
  id,
  title,
  danger,
  onClose,
  children,
}: {
  id: string;
  title?: string;
  danger: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      // back to the button that asked, when it is still on the screen
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <div
      ref={ref}
      role="alertdialog"
      aria-labelledby={title ? `${id}-title` : `${id}-body`}
      aria-describedby={title ? `${id}-body` : undefined}
      className={`mt-3 w-full rounded-xl border p-4 ${danger ? 'border-red-200 bg-red-50' : 'border-amber-300 bg-amber-50'}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') e.stopPropagation(), onClose();
      }}
    >
      {title && (
        <h3 id={`${id}-title`} className={`mb-1 font-700 ${danger ? 'text-red-950' : 'text-amber-950'}`}>
          {title}
        </h3>
      )}
      {children}
    </div>
  );
}

/**
 * A form's last lines: why it was not saved (the form layer's `formError`), the submit button, disabled and busy while
 * it sends, and the way back where the form can be left (a dialog's cancel).
 */
export function FormActions({
  error,
  submit,
  busy = false,
  disabled = false,
  cancel,
  onCancel,
  testId,
  small = true,
  compact = false,
  className = '',
  children,
}: {
  error?: string;
  /** the submit button's text (the caller says «saving…» while busy where the screen does) */
  submit: ReactNode;
  busy?: boolean;
  /** nothing to send yet (no rating chosen, no time picked) */
  disabled?: boolean;
  cancel?: string;
  onCancel?: () => void;
  testId?: string;
  /** the form error in the smaller type dialogs and panels use */
  small?: boolean;
  /** smaller buttons, inside a list item */
  compact?: boolean;
  /** placement in the form's grid (a column span), for the error line and the buttons alike */
  className?: string;
  /** other buttons of the form, between the submit and the way back */
  children?: ReactNode;
}) {
  const size = compact ? 'px-4 py-1.5 text-sm' : '';
  return (
    <>
      <FormError message={error} className={`${small ? 'text-sm' : ''} ${className}`} />
      <div className={`flex flex-wrap gap-2 ${className}`}>
        <button type="submit" className={`btn-primary ${size}`} data-testid={testId} disabled={busy || disabled} aria-busy={busy}>
          {submit}
        </button>
        {children}
        {cancel && (
          <button type="button" className={`btn-ghost ${size}`} onClick={onCancel}>
            {cancel}
          </button>
        )}
      </div>
    </>
  );
}
