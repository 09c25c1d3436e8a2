import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../components/page-header';
import '../features/marketing/i18n';

export default function BecomeTutor() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('becomeTutor.title')} subtitle={t('becomeTutor.subtitle')} />
      <section className="container grid gap-8 py-10 md:grid-cols-2">
        <ul className="space-y-3">
          {([1, 2, 3] as const).map((n) => (
            <li key={n} className="card flex items-center gap-3 p-4 font-600">
              <span className="text-brand-700" aria-hidden>
                ✓
              </span>
              {t(`becomeTutor.point${n}`)}
            </li>
          ))}
        </ul>
        <div className="card p-6">
          <h2 className="text-xl font-700">{t('becomeTutor.stepsTitle')}</h2>
          <ol className="mt-4 list-decimal space-y-2 ps-6 text-gray-700">
            {([1, 2, 3, 4] as const).map((n) => (
              <li key={n}>{t(`becomeTutor.step${n}`)}</li>
            ))}
          </ol>
          <Link to="/register/tutor" className="btn-primary mt-6">
            {t('becomeTutor.cta')}
          </Link>
        </div>
      </section>
    </>
  );
}
