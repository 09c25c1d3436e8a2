import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shared placeholder for screens that later work builds. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <section className="container py-20 text-center" data-testid="coming-soon">
      <h1 className="text-3xl font-700 text-brand-800">{t('common.comingSoonTitle')}</h1>
      <p className="mt-4 text-gray-600">{t('common.comingSoonBody')}</p>
      <Link to="/" className="btn-ghost mt-8">
        {t('common.backHome')}
      </Link>
    </section>
  );
}

export default ComingSoon;
