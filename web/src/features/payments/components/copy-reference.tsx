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
      className={`btn-ghost px-3 py-1 text-sm ${className}`}
      aria-label={copied ? t('copyReference.copied') : t('copyReference.label', { number })}
      onClick={() => void copy()}
      data-testid="copy-reference"
    >
      <span aria-hidden>{copied ? '✓' : '⧉'}</span> {copied ? t('copyReference.copied') : t('copyReference.copy')}
    </button>
  );
}
