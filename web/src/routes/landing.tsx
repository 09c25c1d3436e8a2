import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlansTeaser } from '../features/plans/components/plans-teaser';
import { formatNumber } from '../lib/format';
import '../features/landing/i18n';

export default function Landing() {
  const { t } = useTranslation();
  const steps = [1, 2, 3] as const;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="container grid items-center gap-10 py-16 md:grid-cols-2 md:py-24">
          <div>
            <h1 className="text-4xl font-700 leading-tight text-brand-900 md:text-5xl">{t('landing.title')}</h1>
            <p className="mt-5 text-lg text-gray-600">{t('landing.subtitle')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/tutors" className="btn-primary text-lg">
                {t('landing.ctaTutors')}
              </Link>
              <Link to="/pricing" className="btn-ghost text-lg">
                {t('landing.ctaPricing')}
              </Link>
            </div>
          </div>
          <SampleLesson />
        </div>
      </section>
      <section className="container py-16" aria-labelledby="how-title">
        <h2 id="how-title" className="text-center text-3xl font-700 text-brand-900">
          {t('landing.howTitle')}
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map((n) => (
            <li key={n} className="card p-6">
              <span className="grid h-10 w-10 place-items-center rounded-full bg-brand-100 font-700 text-brand-800" aria-hidden>
                {formatNumber(n)}
              </span>
              <h3 className="mt-4 text-xl font-700">{t(`landing.how${n}Title`)}</h3>
              <p className="mt-2 text-gray-600">{t(`landing.how${n}Body`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="container grid gap-6 pb-8 md:grid-cols-2">
        <div className="card p-8">
          <h2 className="text-2xl font-700">{t('landing.tutorsTitle')}</h2>
          <p className="mt-3 text-gray-600">{t('landing.tutorsBody')}</p>
          <Link to="/tutors" className="btn-primary mt-6">
            {t('landing.ctaTutors')}
          </Link>
        </div>
        <div className="card p-8">
          <h2 className="text-2xl font-700">{t('landing.plansTitle')}</h2>
          <p className="mt-3 text-gray-600">{t('landing.plansBody')}</p>
          <PlansTeaser />
          <Link to="/pricing" className="btn-ghost mt-6">
            {t('landing.ctaPricing')}
          </Link>
        </div>
      </section>
    </>
  );
}

/** A decorative glimpse of a lesson chat; the English lines are the lesson's content. */
function SampleLesson() {
  const { t } = useTranslation();
  return (
    <figure className="card relative overflow-hidden p-6 md:p-8">
      <div className="absolute -top-10 -start-10 h-40 w-40 rounded-full bg-accent-400/30" aria-hidden />
      <figcaption className="relative flex items-center justify-between gap-3 text-sm text-gray-600">
        <span className="font-600">{t('landing.sample.lesson')}</span>
        <span className="flex items-center gap-1.5 rounded-full bg-red-50 px-2.5 py-0.5 font-600 text-red-700">
          <span className="h-2 w-2 rounded-full bg-red-600" aria-hidden />
          {t('landing.sample.live')}
        </span>
      </figcaption>
      <div className="relative mt-5 space-y-4" dir="ltr" lang="en" aria-label={t('landing.sample.label')} role="group">
        <p className="m-0 w-4/5 rounded-2xl rounded-ss-none bg-brand-700 p-4 text-white">{t('landing.sample.en.tutor1')}</p>
        <p className="m-0 ms-auto w-4/5 rounded-2xl rounded-se-none bg-gray-100 p-4">{t('landing.sample.en.student1')}</p>
        <p className="m-0 w-3/5 rounded-2xl rounded-ss-none bg-brand-700 p-4 text-white">{t('landing.sample.en.tutor2')}</p>
      </div>
    </figure>
  );
}
