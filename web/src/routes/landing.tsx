import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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
          <div className="card relative overflow-hidden p-8" aria-hidden>
            <div className="absolute -top-10 -start-10 h-40 w-40 rounded-full bg-accent-400/30" />
            <div className="relative space-y-4" dir="ltr" lang="en">
              <div className="w-4/5 rounded-2xl rounded-ss-none bg-brand-700 p-4 text-white">Hello! How was your day?</div>
              <div className="ms-auto w-4/5 rounded-2xl rounded-se-none bg-gray-100 p-4">It was great, thank you!</div>
              <div className="w-3/5 rounded-2xl rounded-ss-none bg-brand-700 p-4 text-white">Let's practise!</div>
            </div>
          </div>
        </div>
      </section>
      <section className="container py-16">
        <h2 className="text-center text-3xl font-700 text-brand-900">{t('landing.howTitle')}</h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map((n) => (
            <li key={n} className="card p-6">
              <span className="grid h-10 w-10 place-items-center rounded-full bg-brand-100 font-700 text-brand-800">{new Intl.NumberFormat('ar-EG').format(n)}</span>
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
          <Link to="/pricing" className="btn-ghost mt-6">
            {t('landing.ctaPricing')}
          </Link>
        </div>
      </section>
    </>
  );
}
