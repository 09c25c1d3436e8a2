import { TOAST_DURATION_MS } from '@kalam/core/constants';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ToastType = 'success' | 'info' | 'error' | 'warning';
export interface ToastInput {
  type: ToastType;
  title: string;
  description?: string;
  actions?: { label: string; onClick: () => void }[];
}
interface Toast extends ToastInput {
  id: number;
}

const ToastContext = createContext<(t: ToastInput) => void>(() => {});
/** The one toast system: `useToast()({ type: 'success', title })`. */
export const useToast = () => useContext(ToastContext);

const styles: Record<ToastType, string> = {
  success: 'border-green-600 bg-green-50 text-green-900',
  info: 'border-sky-600 bg-sky-50 text-sky-900',
  error: 'border-red-600 bg-red-50 text-red-900',
  warning: 'border-amber-500 bg-amber-50 text-amber-900',
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((x) => x.id !== id)), []);
  const show = useCallback(
    (input: ToastInput) => {
      const id = nextId.current++;
      setToasts((all) => [...all, { ...input, id }]);
      setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="above-tab-bar pointer-events-none fixed inset-x-0 z-50 flex flex-col items-center gap-2 px-4" aria-live="polite">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.type === 'error' ? 'alert' : 'status'}
            className={`pointer-events-auto w-full max-w-sm border-s-4 rounded-xl p-4 shadow-lg ${styles[toast.type]}`}
          >
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-700">{toast.title}</p>
                {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
              </div>
              <button
                type="button"
                className="text-lg leading-none opacity-60 hover:opacity-100"
                aria-label={t('toast.dismiss')}
                onClick={() => dismiss(toast.id)}
              >
                ×
              </button>
            </div>
            {toast.actions && (
              <div className="mt-3 flex gap-2">
                {toast.actions.map((a) => (
                  <button
                    key={a.label}
                    type="button"
                    className="btn-ghost px-3 py-1 text-sm"
                    onClick={() => (a.onClick(), dismiss(toast.id))}
                  >
                    {a.label}
                  </button>
                ))}
              </div>
            )}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
