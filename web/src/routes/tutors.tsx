import { BOUNDS } from '@kalam/core/constants';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/pagination';
import { LoadError } from '../components/load-error';
import { Spinner } from '../components/spinner';
import { useTopics } from '../features/topics/api/list-topics';
import { useTutors } from '../features/tutors/api/list-tutors';
import { TutorCard } from '../features/tutors/components/tutor-card';
import { useTutorsCache } from '../features/tutors/hooks/use-tutors-cache';
import { formatRating, formatWeekday } from '../lib/format';
import { usePageSize } from '../lib/use-page-size';
import '../features/tutors/i18n';

export default function Tutors() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const topic = Number(params.get('topic')) || undefined;
  const gender = (['male', 'female'] as const).find((g) => g === params.get('gender'));
  const rating = Number(params.get('minRating'));
  const minRating = rating >= BOUNDS.ratingValue.min && rating <= BOUNDS.ratingValue.max ? rating : undefined;
  const dayParam = params.get('day');
  const day = dayParam !== null && /^[0-6]$/.test(dayParam) ? Number(dayParam) : undefined;
  const period = (['morning', 'afternoon', 'evening', 'night'] as const).find((p) => p === params.get('period'));
  const [size, setSize] = usePageSize();
  const [draft, setDraft] = useState(search);
  const tutors = useTutors({ page, size, search: search || undefined, topic, gender, minRating, day, period });
  const topics = useTopics();
  useTutorsCache();

  const update = (next: Record<string, string | undefined>) => {
    // two quick changes before the router renders the first would otherwise drop it
    const merged = new URLSearchParams(pending.current ?? params);
    pending.current = merged;
    for (const [k, v] of Object.entries(next)) (v ? merged.set(k, v) : merged.delete(k));
    setParams(merged);
    window.scrollTo({ top: 0 });
  };
  const filtered = Boolean(search || topic || gender || minRating || day !== undefined || period);
  const clear = () => {
    setDraft('');
    update({ search: undefined, topic: undefined, gender: undefined, minRating: undefined, day: undefined, period: undefined, page: undefined });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update({ search: draft.trim() || undefined, page: undefined });
  };

  return (
    <>
      <PageHeader title={t('tutors.title')} subtitle={t('tutors.subtitle')} />
      <div className="container py-8">
        <form role="search" onSubmit={submit} className="flex flex-col gap-3 md:flex-row">
          <label className="sr-only" htmlFor="tutor-search">{t('tutors.search')}</label>
          <input id="tutor-search" type="search" className="input md:flex-1" placeholder={t('tutors.search')} value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={BOUNDS.search.max} />
          <label className="sr-only" htmlFor="tutor-topic">{t('tutors.topic')}</label>
          <select id="tutor-topic" className="input md:w-60" value={topic ?? ''} onChange={(e) => update({ topic: e.target.value || undefined, page: undefined })}>
            <option value="">{t('tutors.allTopics')}</option>
            {topics.data?.list.map((x) => (
              <option key={x.id} value={x.id}>{x.nameAr}</option>
            ))}
          </select>
          <button type="submit" className="btn-primary">{t('tutors.searchButton')}</button>
        </form>
        <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t('tutors.filters.label')} role="group">
          <select aria-label={t('tutors.filters.day')} className="input" value={day ?? ''} onChange={(e) => update({ day: e.target.value || undefined, page: undefined })}>
            <option value="">{t('tutors.filters.anyDay')}</option>
            {[6, 0, 1, 2, 3, 4, 5].map((d) => (
              <option key={d} value={d}>{formatWeekday(d)}</option>
            ))}
          </select>
          <select aria-label={t('tutors.filters.period')} className="input" value={period ?? ''} onChange={(e) => update({ period: e.target.value || undefined, page: undefined })}>
            <option value="">{t('tutors.filters.anyTime')}</option>
            {(['morning', 'afternoon', 'evening', 'night'] as const).map((p) => <option key={p} value={p}>{t(`tutors.filters.periods.${p}`)}</option>)}
          </select>
          <select aria-label={t('tutors.filters.rating')} className="input" value={minRating ?? ''} onChange={(e) => update({ minRating: e.target.value || undefined, page: undefined })}>
            <option value="">{t('tutors.filters.anyRating')}</option>
            {[4.5, 4, 3].map((r) => <option key={r} value={r}>{t('tutors.filters.ratingAtLeast', { rating: formatRating(r) })}</option>)}
          </select>
          <select aria-label={t('tutors.filters.gender')} className="input" value={gender ?? ''} onChange={(e) => update({ gender: e.target.value || undefined, page: undefined })}>
            <option value="">{t('tutors.filters.anyGender')}</option>
            <option value="female">{t('tutors.filters.female')}</option>
            <option value="male">{t('tutors.filters.male')}</option>
          </select>
        </div>
        {tutors.isPending ? (
          <Spinner />
        ) : tutors.isError ? (
          <LoadError message={t('tutors.error')} onRetry={() => tutors.refetch()} />
        ) : tutors.data.list.length === 0 ? (
          <div className="py-12 text-center">
            <p className="text-gray-600">{t('tutors.empty')}</p>
            {filtered && <button type="button" className="btn-ghost mt-4" onClick={clear}>{t('tutors.filters.clear')}</button>}
          </div>
        ) : (
          <>
            <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
              <p className="text-gray-600">{t('tutors.results', { count: tutors.data.total })}</p>
              {filtered && <button type="button" className="text-sm font-600 text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600" onClick={clear}>{t('tutors.filters.clear')}</button>}
            </div>
            <div className={`mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${tutors.isPlaceholderData ? 'opacity-60' : ''}`}>
              {tutors.data.list.map((tutor) => (
                <TutorCard key={tutor.id} tutor={tutor} />
              ))}
            </div>
            <Pagination
              always
              page={page}
              size={size}
              total={tutors.data.total}
              onPage={(p) => update({ page: p > 1 ? String(p) : undefined })}
              onSize={(s) => {
                setSize(s);
                update({ page: undefined });
              }}
            />
          </>
        )}
      </div>
    </>
  );
}
