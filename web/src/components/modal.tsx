import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A modal over the page on the native `<dialog>` opened with showModal(): the browser keeps focus inside it and makes
 * the page behind inert; Escape asks the owner to close it; focus moves to the first field (or `data-autofocus`) and returns to the opener.
 */
export function Modal({
  title,
  onClose,
  children,
  role = 'dialog',
  wide,
  describedBy,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
  wide?: boolean;
  describedBy?: string;
}) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    let leaving = false;
    if (!dialog.open) dialog.showModal();
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>('input:not([disabled]), select, textarea, button:not([disabled])');
    first?.focus();
    // Escape: the owner unmounts the dialog; a close the browser forces anyway (a second Escape) tells the owner too
    const onCancel = (e: Event) => (e.preventDefault(), close.current());
    const onNativeClose = () => leaving || close.current();
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      leaving = true;
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.close();
      opener?.focus?.();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? role : undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={describedBy}
      className={`card m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] overflow-y-auto p-5 text-gray-900 sm:p-6 ${wide ? 'max-w-2xl' : 'max-w-lg'}`}
    >
      <h2 id={`${id}-title`} className="mb-4 text-xl font-700 text-brand-900">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
