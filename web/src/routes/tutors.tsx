import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/pagination';
import { QueryState } from '../components/query-state';
import { useTutors } from '../features/tutors/api/list-tutors';
import { NoResults } from '../features/tutors/components/no-results';
import { SearchBox } from '../features/tutors/components/search-box';
import { TutorCard } from '../features/tutors/components/tutor-card';
import { AppliedFilters, FilterSelects, SortSelect } from '../features/tutors/components/tutor-filters';
import { useTutorSearch } from '../features/tutors/hooks/use-tutor-search';
import { chipLabel, FILTERS } from '../features/tutors/lib/filters';
import { useHydrated } from '../lib/client-value';
import { useTopics } from '../lib/resources/topic';
import { useSession } from '../lib/session';
import '../features/tutors/i18n';
import '../features/tutors/search-i18n';

// only signed-in visitors can follow tutor changes (the router refuses anonymous sockets): only they download it
const TutorsCacheFollower = lazy(() =>
  import('../features/tutors/hooks/use-tutors-cache').then((m) => ({ default: m.TutorsCacheFollower })),
);

/** /tutors: the tutor search, its filters and order in the address, a page of tutor cards, and hints when nothing matches. */
export default function Tutors() {
  const { t } = useTranslation();
  const { query, update, submit, pick, hrefWith, pageHref, pager } = useTutorSearch();
  const [draft, setDraft] = useState(query.search ?? '');
  useEffect(() => setDraft(query.search ?? ''), [query.search]);
  const tutors = useTutors(query);
  const topics = useTopics();
  const signedIn = Boolean(useSession().user);
  const hydrated = useHydrated();
  const active = FILTERS.filter((key) => query[key] !== undefined);
  const labelOf = (key: (typeof FILTERS)[number]) => chipLabel(key, query, topics.data?.list);

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
            <FilterSelects query={query} topics={topics.data?.list} pick={pick} />
          </details>
        </Form>
        {active.length > 0 && <AppliedFilters active={active} labelOf={labelOf} without={(key) => hrefWith({ [key]: undefined })} />}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
          <p className="text-gray-600" aria-live="polite">
            {tutors.data && tutors.data.total > 0 && t('tutors.results', { count: tutors.data.total })}
          </p>
          <SortSelect query={query} onSort={(sortBy) => update({ sortBy, page: undefined })} />
        </div>
        <QueryState
          query={tutors}
          error={t('tutors.error')}
          empty={({ list, hints }) =>
            list.length === 0 && <NoResults hints={hints} hrefWith={hrefWith} labelOf={labelOf} anyFilter={active.length > 0} />
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
              <Pagination always {...pager(total)} hrefFor={pageHref} />
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}
