import { t } from 'i18next';
import { formatMoney } from './format';

/**
 * What lessons cost, as cards, profiles and search results say it: the first lesson is free (a student without a plan
 * holds one at a time) and later ones come with a plan, quoted by the cheapest month anyone is actually charged.
 */
export const priceStory = (planFrom: number | null) =>
  planFrom === null ? t('tutors.card.priceStoryFree') : t('tutors.card.priceStory', { price: formatMoney(planFrom) });
