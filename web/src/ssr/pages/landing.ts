import { t } from 'i18next';
import { activePlansQuery } from '../../features/plans/api/list-plans';
import type { PageServer } from '../page-server';

const landing: PageServer = {
  prefetch: ({ queryClient }) => queryClient.prefetchQuery(activePlansQuery()),
  head: ({ origin }) => ({
    title: t('app.name'),
    description: t('meta.landing.description'),
    jsonLd: [
      { '@type': 'Organization', '@id': `${origin}/#organization`, name: t('app.name'), url: `${origin}/`, logo: `${origin}/favicon.svg` },
      {
        '@type': 'WebSite',
        name: t('app.name'),
        url: `${origin}/`,
        inLanguage: 'ar-EG',
        publisher: { '@id': `${origin}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: `${origin}/tutors?search={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  }),
};

export default landing;
