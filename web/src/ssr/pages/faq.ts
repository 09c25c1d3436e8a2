import { t } from 'i18next';
import { FAQ_QUESTIONS, isFaqRole } from '../../features/marketing/faq';
import type { PageServer } from '../page-server';

const faq: PageServer = {
  prefetch: async ({ params }) => isFaqRole(params.role ?? 'student'),
  head: ({ params }) => {
    const role = params.role ?? 'student';
    return {
      title: t('faq.title'),
      description: t('meta.faq.description'),
      jsonLd: [
        {
          '@type': 'FAQPage',
          mainEntity: FAQ_QUESTIONS.map((n) => ({
            '@type': 'Question',
            name: t(`faq.${role}.q${n}`),
            acceptedAnswer: { '@type': 'Answer', text: t(`faq.${role}.a${n}`) },
          })),
        },
      ],
    };
  },
};

export default faq;
