import { BOUNDS } from '@kalam/core/constants';
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LoadError } from '../components/load-error';
import { RatingStars } from '../components/rating-stars';
import { Spinner } from '../components/spinner';
import { useTutorInfo, useTutorReviews } from '../features/booking/api';
import { BookingPanel } from '../features/booking/booking-panel';
import { ApiError } from '../lib/api';
import { formatDate, formatRating } from '../lib/format';
import NotFound from './not-found';

const TABS = ['about', 'specialities', 'video', 'reviews'] as const;
type Tab = (typeof TABS)[number];
const RATING_LABELS = ['bad', 'accepted', 'good', 'veryGood', 'excellent'] as const;

export default function TutorProfile() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const info = useTutorInfo(Number.isInteger(id) ? id : 0);
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'about';
  const base = useId();

  if (!Number.isInteger(id) || id <= 0 || (info.error instanceof ApiError && info.error.code === 'tutor-not-found')) return <NotFound />;
  if (info.isPending) return <div className="py-24"><Spinner /></div>;
  if (info.isError) return <div className="container"><LoadError message={t('tutorProfile.error')} onRetry={() => info.refetch()} /></div>;
  const tutor = info.data;
  const initials = tutor.name.trim().split(/\s+/).slice(0, 2).map((w) => w[0]).join('\u200c');
  const select = (next: Tab) => setParams((p) => { p.set('tab', next); return p; }, { replace: true });
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowLeft' ? 1 : e.key === 'ArrowRight' ? -1 : 0; // right to left: left goes forward
    if (!step) return;
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
    select(next);
    document.getElementById(`${base}-${next}`)?.focus();
  };

  return (
    <div className="container grid gap-6 py-8 lg:grid-cols-[1fr_26rem] lg:items-start">
      <div className="min-w-0">
        <header className="card flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
          {tutor.image ? (
            <img src={tutor.image} alt="" className="h-24 w-24 rounded-2xl object-cover" width={96} height={96} />
          ) : (
            <span className="grid h-24 w-24 shrink-0 place-items-center rounded-2xl bg-brand-100 text-3xl font-700 text-brand-800" aria-hidden dir="auto">{initials}</span>
          )}
          <div className="min-w-0">
            <h1 className="text-2xl font-700 text-brand-900">{tutor.name}</h1>
            <p className="mt-1 text-gray-600">{tutor.bio}</p>
            <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
              {tutor.rating.avg === null ? (
                <span className="rounded-full bg-accent-400/20 px-2 py-0.5 text-xs font-700 text-amber-800">{t('tutors.card.noRatings')}</span>
              ) : (
                <span className="flex items-center gap-2">
                  <RatingStars value={tutor.rating.avg} label={t('tutors.card.ratingLabel', { rating: formatRating(tutor.rating.avg), max: BOUNDS.ratingValue.max })} />
                  <span className="font-700 text-amber-700" aria-hidden>{formatRating(tutor.rating.avg)}</span>
                  <span className="text-gray-500">({t('tutors.card.reviews', { count: tutor.rating.count })})</span>
                </span>
              )}
              <span className="text-gray-600">{t('tutors.card.lessonsTaught', { count: tutor.lessonsTaught })}</span>
            </div>
          </div>
        </header>

        <div role="tablist" aria-label={t('tutorProfile.tabsLabel')} className="mt-6 flex gap-1 overflow-x-auto border-b border-gray-200" onKeyDown={onKey}>
          {TABS.map((name) => (
            <button
              key={name}
              id={`${base}-${name}`}
              role="tab"
              type="button"
              aria-selected={tab === name}
              aria-controls={`${base}-${name}-panel`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => select(name)}
              className={`whitespace-nowrap border-b-2 px-4 py-3 font-600 ${tab === name ? 'border-brand-600 text-brand-800' : 'border-transparent text-gray-600 hover:text-brand-700'}`}
            >
              {t(`tutorProfile.tabs.${name}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${base}-${tab}-panel`} aria-labelledby={`${base}-${tab}`} className="py-6">
          {tab === 'about' && <p className="whitespace-pre-line leading-8 text-gray-800">{tutor.about || t('tutorProfile.noAbout')}</p>}
          {tab === 'specialities' && (
            tutor.topics.length ? (
              <ul className="flex flex-wrap gap-2">
                {tutor.topics.map((topic) => <li key={topic.id} className="rounded-full bg-brand-50 px-4 py-2 font-600 text-brand-800">{topic.nameAr}</li>)}
              </ul>
            ) : <p className="text-gray-600">{t('tutorProfile.noTopics')}</p>
          )}
          {tab === 'video' && (
            tutor.video ? (
              <video controls preload="metadata" className="aspect-video w-full rounded-2xl bg-black" poster={tutor.thumbnail ?? undefined} src={tutor.video}>
                <track kind="captions" />
              </video>
            ) : <p className="text-gray-600">{t('tutorProfile.noVideo')}</p>
          )}
          {tab === 'reviews' && <Reviews tutorId={tutor.id} />}
        </div>
      </div>
      <aside className="min-w-0 lg:sticky lg:top-20">
        <BookingPanel tutorId={tutor.id} tutorName={tutor.name} />
      </aside>
    </div>
  );
}

function Reviews({ tutorId }: { tutorId: number }) {
  const { t } = useTranslation();
  const reviews = useTutorReviews(tutorId);
  if (reviews.isPending) return <Spinner />;
  if (reviews.isError) return <LoadError message={t('tutorProfile.reviewsError')} onRetry={() => reviews.refetch()} />;
  const list = reviews.data.pages.flatMap((p) => p.list);
  if (!list.length) return <p className="text-gray-600">{t('tutorProfile.noReviews')}</p>;
  return (
    <div>
      <ul className="space-y-4">
        {list.map((r) => (
          <li key={r.id} className="card p-4" data-testid="review">
            <div className="flex flex-wrap items-center gap-2">
              <RatingStars value={r.value} label={t(`tutorProfile.ratingLabels.${RATING_LABELS[r.value - 1] ?? 'good'}`)} />
              <span className="font-700 text-amber-700">{t(`tutorProfile.ratingLabels.${RATING_LABELS[r.value - 1] ?? 'good'}`)}</span>
              <span className="text-sm text-gray-500">{r.rater.name} · {formatDate(r.createdAt)}</span>
            </div>
            {r.text && <p className="mt-2 whitespace-pre-line text-gray-800">{r.text}</p>}
          </li>
        ))}
      </ul>
      {reviews.hasNextPage && (
        <button type="button" className="btn-ghost mt-4" disabled={reviews.isFetchingNextPage} onClick={() => reviews.fetchNextPage()}>{t('tutorProfile.moreReviews')}</button>
      )}
    </div>
  );
}
