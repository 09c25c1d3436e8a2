import type { RatingView } from '@kalam/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { RatingStars } from '../../../components/rating-stars';
import { formatDate, userTimeZone } from '../../../lib/format';
import { useTutorRatings } from '../api/list-tutor-ratings';
import { ratingLabelKey } from '../rating-labels';
import '../i18n';

/** A tutor's reviews with "show more" until all are loaded. */
export function ReviewsList({ tutorId }: { tutorId: number }) {
  const { t } = useTranslation();
  const reviews = useTutorRatings(tutorId);
  const list = reviews.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <QueryState
      query={reviews}
      error={t('reviews.error')}
      pending={<ReviewsSkeleton />}
      empty={() =>
        !list.length && (
          <div className="rounded-2xl border border-dashed border-gray-300 px-6 py-10 text-center">
            <p className="text-3xl text-gray-300" aria-hidden>
              ★
            </p>
            <p className="mt-2 text-gray-600">{t('reviews.empty')}</p>
          </div>
        )
      }
    >
      {({ pages }) => (
        <div>
          <ul className="space-y-4" aria-label={t('reviews.title')}>
            {list.map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
          </ul>
          <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-gray-500" aria-live="polite">
              {t('reviews.shown', { shown: list.length, total: pages.at(-1)?.total ?? list.length })}
            </p>
            {reviews.hasNextPage && (
              <button type="button" className="btn-ghost" disabled={reviews.isFetchingNextPage} onClick={() => reviews.fetchNextPage()}>
                {reviews.isFetchingNextPage ? t('reviews.loadingMore') : t('reviews.more')}
              </button>
            )}
          </div>
          {reviews.isFetchNextPageError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {t('reviews.error')}
            </p>
          )}
        </div>
      )}
    </QueryState>
  );
}

export function ReviewItem({ review }: { review: RatingView }) {
  const { t } = useTranslation();
  const label = t(ratingLabelKey(review.value));
  return (
    <li className="card p-4" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars value={review.value} label={t('reviews.valueLabel', { label, value: review.value })} />
        <span className="font-700 text-amber-700" aria-hidden>
          {label}
        </span>
      </div>
      {review.text && (
        <p className="mt-2 whitespace-pre-line leading-7 text-gray-800" dir="auto">
          {review.text}
        </p>
      )}
      <p className="mt-2 text-sm text-gray-500">
        <span className="font-600 text-gray-700" dir="auto">
          {review.rater.name}
        </span>
        <span aria-hidden> · </span>
        <time dateTime={new Date(review.createdAt).toISOString()}>{formatDate(review.createdAt, userTimeZone())}</time>
      </p>
    </li>
  );
}

function ReviewsSkeleton() {
  const { t } = useTranslation();
  return (
    <ul className="space-y-4" aria-busy="true" aria-label={t('app.loading')}>
      {[0, 1, 2].map((i) => (
        <li key={i} className="card animate-pulse p-4">
          <div className="h-4 w-28 rounded bg-gray-200" />
          <div className="mt-3 h-3 w-full rounded bg-gray-100" />
          <div className="mt-2 h-3 w-2/3 rounded bg-gray-100" />
        </li>
      ))}
    </ul>
  );
}
