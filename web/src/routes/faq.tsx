import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { FAQ_QUESTIONS, FAQ_ROLES, isFaqRole } from '../features/marketing/faq';
import NotFound from './not-found';
import '../features/marketing/i18n';

export default function Faq() {
  const { t } = useTranslation();
  const { role = 'student' } = useParams();
  if (!isFaqRole(role)) return <NotFound />;
  return (
    <>
      <PageHeader title={t('faq.title')} />
      <div className="container py-8">
        <div role="tablist" className="flex gap-2">
          {FAQ_ROLES.map((r) => (
            <NavLink
              key={r}
              to={`/faq/${r}`}
              role="tab"
              aria-selected={r === role}
              className={`btn ${r === role ? 'bg-brand-700 text-white' : 'bg-gray-100 text-gray-800'}`}
            >
              {t(r === 'student' ? 'faq.forStudents' : 'faq.forTutors')}
            </NavLink>
          ))}
        </div>
        <div role="tabpanel" className="mt-6 space-y-3">
          {FAQ_QUESTIONS.map((n) => (
            <details key={n} className="card p-5" open={n === 1}>
              <summary className="text-lg font-700">{t(`faq.${role}.q${n}`)}</summary>
              <p className="mt-3 text-gray-700">{t(`faq.${role}.a${n}`)}</p>
            </details>
          ))}
        </div>
      </div>
    </>
  );
}
