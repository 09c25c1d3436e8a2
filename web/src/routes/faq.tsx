import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import NotFound from './not-found';
import '../features/marketing/i18n';
import { t as translate } from 'i18next';
import type { PageServer } from '../app/page-server';

const ROLES = ['student', 'tutor'] as const;
const QUESTIONS = [1, 2, 3, 4] as const;

export const server: PageServer = {
  prefetch: async ({ params }) => ROLES.includes((params.role ?? 'student') as (typeof ROLES)[number]),
  head: ({ params }) => {
    const role = params.role ?? 'student';
    return {
      title: translate('faq.title'),
      description: translate('faq.meta.description'),
      jsonLd: [{
        '@type': 'FAQPage',
        mainEntity: QUESTIONS.map((n) => ({
          '@type': 'Question',
          name: translate(`faq.${role}.q${n}`),
          acceptedAnswer: { '@type': 'Answer', text: translate(`faq.${role}.a${n}`) },
        })),
      }],
    };
  },
};

export default function Faq() {
  const { t } = useTranslation();
  const { role = 'student' } = useParams();
  if (!ROLES.includes(role as (typeof ROLES)[number])) return <NotFound />;
  return (
    <>
      <PageHeader title={t('faq.title')} />
      <div className="container py-8">
        <div role="tablist" className="flex gap-2">
          {ROLES.map((r) => (
            <NavLink key={r} to={`/faq/${r}`} role="tab" aria-selected={r === role} className={`btn ${r === role ? 'bg-brand-700 text-white' : 'bg-gray-100 text-gray-800'}`}>
              {t(r === 'student' ? 'faq.forStudents' : 'faq.forTutors')}
            </NavLink>
          ))}
        </div>
        <div role="tabpanel" className="mt-6 space-y-3">
          {QUESTIONS.map((n) => (
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
