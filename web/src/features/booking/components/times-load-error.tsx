import { useTranslation } from 'react-i18next';
import '../i18n';

/** The tutor's free times could not be loaded: say so, with another try. */
export function TimesLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="text-red-700">
      <p>{t('booking.errors.load')}</p>
      <button type="button" className="btn-ghost mt-3" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
