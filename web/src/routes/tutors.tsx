import type { Topic } from '@kalam/core/api';
import { t } from 'i18next';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/pagination';
import { QueryState } from '../components/query-state';
import { GENDERS, PERIODS, SORTS, type TutorListParams, tutorListParams, useTutors } from '../features/tutors/api/list-tutors';
import { NoResults } from '../features/tutors/components/no-results';
import { SearchBox } from '../features/tutors/components/search-box';
import { TutorCard } from '../features/tutors/components/tutor-card';
import { useHydrated } from '../lib/client-value';
import { formatRating, formatWeekday } from '../lib/format';
import { useTopics } from '../lib/resources/topic';
import { useSession } from '../lib/session';
import { usePageSize } from '../lib/use-page-size';
import '../features/tutors/i18n';

/** Weekdays from Saturday, the week's first day here. */
const WEEK = [6, 0, 1, 2, 3, 4, 5];
const RATINGS = [4.5, 4, 3];
type Filter = 'search' | 'topic' | 'day' | 'period' | 'minRating' | 'gender';
const FILTERS: Filter[] = ['search', 'topic', 'day', 'period', 'minRating', 'gender'];
// only signed-in visitors can follow tutor changes (the router refuses anonymous sockets): only they download it
const TutorsCacheFollower = lazy(() =>
  import('../features/tutors/hooks/use-tutors-cache').then((m) => ({ default: m.TutorsCacheFollower })),
);

export default function Tutors() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pending = useRef<URLSearchParams | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (new params) drops the pending filter change
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const [size, setSize] = usePageSize();
  const query = tutorListParams(params, size);
  const [draft, setDraft] = useState(query.search ?? '');
  useEffect(() => setDraft(query.search ?? ''), [query.search]);
  const tutors = useTutors(query);
  const topics = useTopics();
  const signedIn = Boolean(useSession().user);
  const hydrated = useHydrated();

  const update = (next: Record<string, string | undefined>) => {
    // two quick changes before the router renders the first would otherwise drop it
    const merged = new URLSearchParams(pending.current ?? params);
    pending.current = merged;
    for (const [k, v] of Object.entries(next)) v ? merged.set(k, v) : merged.delete(k);
    setParams(merged);
    window.scrollTo({ top: 0 });
  };
  // the form's own fields, so a choice made before the page's script ran still counts
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const fields = [...FILTERS, 'sortBy'];
    update({ ...Object.fromEntries(fields.map((key) => [key, String(form.get(key) ?? '').trim() || undefined])), page: undefined });
  };
  const hrefWith = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries({ ...change, page: undefined })) v ? next.set(k, v) : next.delete(k);
    const qs = next.toString();
    return qs ? `/tutors?${qs}` : '/tutors';
  };
  const pick = (key: Filter) => (e: { target: { value: string } }) => update({ [key]: e.target.value || undefined, page: undefined });
  const active = FILTERS.filter((key) => query[key] !== undefined);
  const without = (keys: Filter[]) => hrefWith(Object.fromEntries(keys.map((k) => [k, undefined])));
  const pageHref = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    return `/tutors?${next.toString()}`;
  };

  return (
    <>
      {hydrated && signedIn && (
        <Suspense fallback={null}>
          <TutorsCacheFollower />
        </Suspense>
      )}
      <PageHeader title={t('tutors.title')} subtitle={t('tutors.subtitle')} />
      <div className="container py-5 md:py-8">
        {/* a GET form: without JavaScript the filters apply with the search button; with it, on each change */}
        <Form id="tutor-filters" method="get" action="/tutors" role="search" onSubmit={submit}>
          <div className="flex gap-2">
            <SearchBox value={draft} onChange={setDraft} topicHref={(id) => hrefWith({ topic: String(id), search: undefined })} />
            <button type="submit" className="btn-primary shrink-0">
              {t('tutors.searchButton')}
            </button>
          </div>
          <details className="filters-sheet mt-3">
            <summary className="btn-ghost w-full justify-between md:hidden" data-testid="filters-toggle">
              {t('tutors.filters.label')}
              {active.length > 0 && <span className="rounded-full bg-brand-700 px-2 text-xs text-white">{active.length}</span>}
            </summary>
            <div className="mt-3 grid grid-cols-2 gap-3 md:mt-0 md:grid-cols-5" aria-label={t('tutors.filters.label')} role="group">
              <select
                name="topic"
                aria-label={t('tutors.topic')}
                className="input col-span-2 md:col-span-1"
                value={query.topic ?? ''}
                onChange={pick('topic')}
              >
                <option value="">{t('tutors.allTopics')}</option>
                {topics.data?.list.map((x) => (
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
              <select
                name="period"
                aria-label={t('tutors.filters.period')}
                className="input"
                value={query.period ?? ''}
                onChange={pick('period')}
              >
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
              <select
                name="gender"
                aria-label={t('tutors.filters.gender')}
                className="input"
                value={query.gender ?? ''}
                onChange={pick('gender')}
              >
                <option value="">{t('tutors.filters.anyGender')}</option>
                {GENDERS.map((g) => (
                  <option key={g} value={g}>
                    {t(`tutors.filters.${g}`)}
                  </option>
                ))}
              </select>
            </div>
          </details>
        </Form>
        {active.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('tutors.filters.applied')}>
            {active.map((key) => (
              <li key={key}>
                <Link
                  to={without([key])}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-600 text-brand-800 hover:bg-brand-100"
                  aria-label={t('tutors.filters.remove', { filter: chipLabel(key, query, topics.data?.list) })}
                >
                  {chipLabel(key, query, topics.data?.list)}
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
        )}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
          <p className="text-gray-600" aria-live="polite">
            {tutors.data && tutors.data.total > 0 && t('tutors.results', { count: tutors.data.total })}
          </p>
          <label className="flex items-center gap-2 text-sm text-gray-700">
            {t('tutors.sort.label')}
            {/* part of the GET form wherever it sits: without JavaScript it applies with the search button */}
            <select
              name="sortBy"
              form="tutor-filters"
              className="input w-auto py-1.5 text-sm"
              value={query.sortBy ?? ''}
              onChange={(e) => update({ sortBy: e.target.value || undefined, page: undefined })}
            >
              <option value="">{t(query.search ? 'tutors.sort.relevance' : 'tutors.sort.rating')}</option>
              {SORTS.filter((s) => query.search || s !== 'rating').map((s) => (
                <option key={s} value={s}>
                  {t(`tutors.sort.${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <QueryState
          query={tutors}
          error={t('tutors.error')}
          empty={({ list, hints }) =>
            list.length === 0 && (
              <NoResults
                hints={hints}
                hrefWith={hrefWith}
                labelOf={(key) => chipLabel(key, query, topics.data?.list)}
                anyFilter={active.length > 0}
              />
            )
          }
        >
          {({ list, total }) => (
            <>
              <div
                aria-busy={tutors.isPlaceholderData}
                className={`mt-3 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${tutors.isPlaceholderData ? 'opacity-60' : ''}`}
              >
                {list.map((tutor) => (
                  <TutorCard key={tutor.id} tutor={tutor} />
                ))}
              </div>
              <Pagination
                always
                page={query.page}
                size={size}
                total={total}
                hrefFor={pageHref}
                onPage={(p) => update({ page: p > 1 ? String(p) : undefined })}
                onSize={(s) => {
                  setSize(s);
                  update({ page: undefined });
                }}
              />
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}

/** What an applied filter's chip says: the topic's name, the weekday, "4.5 or more"… */
function chipLabel(key: Filter, query: TutorListParams, topics: Topic[] | undefined): string {
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
