import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../lib/format';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="container py-24 text-center" data-testid="not-found">
      <p className="text-7xl font-700 text-brand-700" aria-hidden>
        {formatNumber(404)}
      </p>
      <h1 className="mt-4 text-3xl font-700">{t('notFound.title')}</h1>
      <p className="mt-3 text-gray-600">{t('notFound.body')}</p>
      <Link to="/" className="btn-primary mt-8">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
