import { t } from 'i18next';
import { activePlansQuery } from '../../features/plans/api/list-plans';
import type { PageServer } from '../page-server';

const pricing: PageServer = {
  prefetch: ({ queryClient }) => queryClient.prefetchQuery(activePlansQuery()),
  head: () => ({ title: t('pricing.title'), description: t('meta.pricing.description') }),
};

export default pricing;
