import { TOAST_DURATION_MS } from '@kalam/core/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import '../i18n';

/** Copies a Fawry reference number; the button itself says it was copied for a moment, and a toast says so too. */
export function CopyReference({ number, className = '' }: { number: string; className?: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () =>
    (navigator.clipboard?.writeText(number) ?? Promise.reject(new Error('no clipboard'))).then(
      () => (setCopied(true), toast({ type: 'success', title: t('copyReference.copiedToast') })),
      () => toast({ type: 'error', title: t('copyReference.failed') }),
    );
  return (
    <button
      type="button"
      className={`btn-ghost gap-1.5 px-3 py-1 text-sm ${className}`}
      aria-label={copied ? t('copyReference.copied') : t('copyReference.label', { number })}
      onClick={() => void copy()}
      data-testid="copy-reference"
    >
      {/* drawn, not a character: a phone's fonts may lack the copy sign and show an empty box */}
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {copied ? (
          <path d="M5 12l5 5L20 7" />
        ) : (
          <>
            <rect x="9" y="9" width="11" height="11" rx="2" />
            <path d="M5 15V6a2 2 0 0 1 2-2h9" />
          </>
        )}
      </svg>
      {copied ? t('copyReference.copied') : t('copyReference.copy')}
    </button>
  );
}
