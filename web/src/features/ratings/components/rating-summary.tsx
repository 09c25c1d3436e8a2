import { BOUNDS } from '@kalam/core/constants';
import { useTranslation } from 'react-i18next';
import { RatingStars } from '../../../components/rating-stars';
import { formatRating } from '../../../lib/format';
import '../i18n';

/** Stars, average and count of a ratee, or a "new" badge before the first rating. */
export function RatingSummary({ rating, className = '' }: { rating: { avg: number | null; count: number }; className?: string }) {
  const { t } = useTranslation();
  if (rating.avg === null) {
    return (
      <span className={`rounded-full bg-accent-400/20 px-2 py-0.5 text-xs font-700 text-amber-800 ${className}`}>{t('reviews.new')}</span>
    );
  }
  return (
    <span className={`inline-flex flex-wrap items-center gap-2 ${className}`}>
      <RatingStars value={rating.avg} label={t('reviews.average', { rating: formatRating(rating.avg), max: BOUNDS.ratingValue.max })} />
      <span className="font-700 text-amber-700" aria-hidden>
        {formatRating(rating.avg)}
      </span>
      <span className="text-gray-500">({t('reviews.count', { count: rating.count })})</span>
    </span>
  );
}
