import { useEffect, useId, useRef, type ReactNode } from 'react';

/** A modal over the page: labelled by its title, Escape closes it, focus moves in and returns to the opener. */
export function Modal({ title, onClose, children, role = 'dialog', wide }: { title: string; onClose: () => void; children: ReactNode; role?: 'dialog' | 'alertdialog'; wide?: boolean }) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>('input:not([disabled]), select, textarea, button')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close.current();
    document.addEventListener('keydown', onKey);
    return () => (document.removeEventListener('keydown', onKey), opener?.focus?.());
  }, []);
  return (
    <div className="fixed inset-0 z-50 overflow-y-auto bg-black/40">
      {/* min-h-full with auto margins centres a short dialog and lets a tall one scroll from its top */}
      <div className="flex min-h-full p-3 sm:p-6">
        <div ref={box} role={role} aria-modal="true" aria-labelledby={`${id}-title`} className={`card m-auto w-full p-5 sm:p-6 ${wide ? 'max-w-2xl' : 'max-w-lg'}`}>
          <h2 id={`${id}-title`} className="mb-4 text-xl font-700 text-brand-900">{title}</h2>
          {children}
        </div>
      </div>
    </div>
  );
}
