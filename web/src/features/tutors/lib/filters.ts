import type { Topic } from '@kalam/core/api';
import { t } from 'i18next';
import { formatRating, formatWeekday } from '../../../lib/format';
import type { TutorListParams } from '../api/list-tutors';

export type Filter = 'search' | 'topic' | 'day' | 'period' | 'minRating' | 'gender';
export const FILTERS: Filter[] = ['search', 'topic', 'day', 'period', 'minRating', 'gender'];

/** What an applied filter's chip says: the topic's name, the weekday, "4.5 or more"… */
export function chipLabel(key: Filter, query: TutorListParams, topics: Topic[] | undefined): string {
  switch (key) {
    case 'search':
      return `«${query.search}»`;
    case 'topic':
      return topics?.find((x) => x.id === query.topic)?.nameAr ?? t('tutors.topic');
    case 'day':
      return formatWeekday(query.day ?? 0);
    case 'period':
      return t(`tutors.filters.periods.${query.period}`);
    case 'minRating':
      return t('tutors.filters.ratingAtLeast', { rating: formatRating(query.minRating ?? 0) });
    case 'gender':
      return t(`tutors.filters.${query.gender}`);
  }
}
