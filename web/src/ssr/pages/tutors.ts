import { BOUNDS } from '@kalam/core/constants';
import { t } from 'i18next';
import { tutorListParams, tutorsQuery } from '../../features/tutors/api/list-tutors';
import { topicsQuery } from '../../lib/resources/topic';
import type { PageServer } from '../page-server';

const tutors: PageServer = {
  async prefetch({ queryClient, url }) {
    const params = tutorListParams(url.searchParams, BOUNDS.pageSize.default);
    await Promise.all([queryClient.prefetchQuery(tutorsQuery(params)), queryClient.prefetchQuery(topicsQuery())]);
  },
  head: ({ url }) => ({
    title: t('tutors.title'),
    description: t('meta.tutors.description'),
    jsonLd: url.search ? [] : [{ '@type': 'CollectionPage', name: t('tutors.title'), description: t('meta.tutors.description') }],
  }),
};

export default tutors;
