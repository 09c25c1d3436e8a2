import { useTranslation } from 'react-i18next';

/** A list that failed to load: what went wrong and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="py-12 text-center">
      <p className="text-red-700">{message}</p>
      <button type="button" className="btn-ghost mt-4" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
