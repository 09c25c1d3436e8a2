import './i18n';
/** Locale keys of the five rating words, 1 → 5 (سيئ … ممتاز). */
export const RATING_LABELS = ['bad', 'accepted', 'good', 'veryGood', 'excellent'] as const;

/** The `reviews.labels.*` key for a rating value, rounded into 1–5. */
export const ratingLabelKey = (value: number) =>
  `reviews.labels.${RATING_LABELS[Math.min(5, Math.max(1, Math.round(value))) - 1]}` as const;
