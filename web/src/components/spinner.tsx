import { useTranslation } from 'react-i18next';

export function Spinner({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={`flex items-center justify-center py-16 ${className}`}>
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}
