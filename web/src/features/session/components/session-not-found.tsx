import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../i18n';

/** An unknown lesson, or one of someone else's: the same answer, with the way to one's own lessons. */
export function SessionNotFound() {
  const { t } = useTranslation();
  return (
    <section className="container py-16 text-center" data-testid="session-not-found">
      <h1 className="text-2xl font-700 text-brand-900">{t('session.notFound.title')}</h1>
      <p className="mx-auto mt-3 max-w-md text-gray-600">{t('session.notFound.body')}</p>
      <Link to="/upcoming-lessons" className="btn-primary mt-6">
        {t('session.back')}
      </Link>
    </section>
  );
}
