import type { Topic } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRating, formatWeekday } from '../../../lib/format';
import { GENDERS, PERIODS, SORTS, type TutorListParams } from '../api/list-tutors';
import type { Filter } from '../lib/filters';
import '../i18n';

/** Weekdays from Saturday, the week's first day here. */
const WEEK = [6, 0, 1, 2, 3, 4, 5];
const RATINGS = [4.5, 4, 3];

type Pick = (key: Filter) => (e: { target: { value: string } }) => void;

/** The filter selects of the search form: topic, day, time of day, least rating, gender; each named for the GET form. */
export function FilterSelects({ query, topics, pick }: { query: TutorListParams; topics: Topic[] | undefined; pick: Pick }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 grid grid-cols-2 gap-3 md:mt-0 md:grid-cols-5" aria-label={t('tutors.filters.label')} role="group">
      <select
        name="topic"
        aria-label={t('tutors.topic')}
        className="input col-span-2 md:col-span-1"
        value={query.topic ?? ''}
        onChange={pick('topic')}
      >
        <option value="">{t('tutors.allTopics')}</option>
        {topics?.map((x) => (
          <option key={x.id} value={x.id}>
            {x.nameAr}
          </option>
        ))}
      </select>
      <select name="day" aria-label={t('tutors.filters.day')} className="input" value={query.day ?? ''} onChange={pick('day')}>
        <option value="">{t('tutors.filters.anyDay')}</option>
        {WEEK.map((d) => (
          <option key={d} value={d}>
            {formatWeekday(d)}
          </option>
        ))}
      </select>
      <select name="period" aria-label={t('tutors.filters.period')} className="input" value={query.period ?? ''} onChange={pick('period')}>
        <option value="">{t('tutors.filters.anyTime')}</option>
        {PERIODS.map((p) => (
          <option key={p} value={p}>
            {t(`tutors.filters.periods.${p}`)}
          </option>
        ))}
      </select>
      <select
        name="minRating"
        aria-label={t('tutors.filters.rating')}
        className="input"
        value={query.minRating ?? ''}
        onChange={pick('minRating')}
      >
        <option value="">{t('tutors.filters.anyRating')}</option>
        {RATINGS.map((r) => (
          <option key={r} value={r}>
            {t('tutors.filters.ratingAtLeast', { rating: formatRating(r) })}
          </option>
        ))}
      </select>
      <select name="gender" aria-label={t('tutors.filters.gender')} className="input" value={query.gender ?? ''} onChange={pick('gender')}>
        <option value="">{t('tutors.filters.anyGender')}</option>
        {GENDERS.map((g) => (
          <option key={g} value={g}>
            {t(`tutors.filters.${g}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The order of results; part of the GET form wherever it sits, so without JavaScript it applies with the search button. */
export function SortSelect({ query, onSort }: { query: TutorListParams; onSort: (sortBy: string | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <label className="flex items-center gap-2 text-sm text-gray-700">
      {t('tutors.sort.label')}
      <select
        name="sortBy"
        form="tutor-filters"
        className="input w-auto py-1.5 text-sm"
        value={query.sortBy ?? ''}
        onChange={(e) => onSort(e.target.value || undefined)}
      >
        <option value="">{t(query.search ? 'tutors.sort.relevance' : 'tutors.sort.rating')}</option>
        {SORTS.filter((s) => query.search || s !== 'rating').map((s) => (
          <option key={s} value={s}>
            {t(`tutors.sort.${s}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The applied filters as chips, each a link to the same search without it, and one clearing them all. */
export function AppliedFilters({
  active,
  labelOf,
  without,
}: {
  active: Filter[];
  labelOf: (key: Filter) => string;
  without: (key: Filter) => string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('tutors.filters.applied')}>
      {active.map((key) => (
        <li key={key}>
          <Link
            to={without(key)}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-600 text-brand-800 hover:bg-brand-100"
            aria-label={t('tutors.filters.remove', { filter: labelOf(key) })}
          >
            {labelOf(key)}
            <span aria-hidden>×</span>
          </Link>
        </li>
      ))}
      <li>
        <Link to="/tutors" className="inline-block px-2 py-1 text-sm font-600 text-brand-700 underline-offset-4 hover:underline">
          {t('tutors.filters.clear')}
        </Link>
      </li>
    </ul>
  );
}
