import type { TutorCard } from '@kalam/core';
import { BOUNDS, CURRENCY, PIASTERS_PER_POUND } from '@kalam/core/constants';
import { PRICED_LESSON_MINUTES } from '@kalam/core/pricing';
import { t } from 'i18next';

/** An absolute URL for a path or URL the API answered (photos may be served from our own origin). */
export const absolute = (pathOrUrl: string, origin: string) => new URL(pathOrUrl, origin).toString();

/** A tutor for search engines: a Person offering 30-minute English lessons, with the price in EGP and the rating. */
export function tutorPerson(tutor: TutorCard, origin: string): object {
  const url = `${origin}/t/${tutor.id}`;
  const rating =
    tutor.rating.avg === null || tutor.rating.count === 0
      ? undefined
      : {
          '@type': 'AggregateRating',
          ratingValue: tutor.rating.avg,
          ratingCount: tutor.rating.count,
          bestRating: BOUNDS.ratingValue.max,
          worstRating: BOUNDS.ratingValue.min,
        };
  return {
    '@type': 'Person',
    '@id': `${url}#tutor`,
    name: tutor.name,
    url,
    description: tutor.bio,
    ...(tutor.image ? { image: absolute(tutor.image, origin) } : {}),
    jobTitle: t('meta.tutors.jobTitle'),
    knowsLanguage: ['en', 'ar'],
    makesOffer: {
      '@type': 'Offer',
      url,
      ...(tutor.lessonPrice === null ? {} : { price: (tutor.lessonPrice / PIASTERS_PER_POUND).toFixed(2), priceCurrency: CURRENCY }),
      itemOffered: {
        '@type': 'Service',
        name: t('meta.tutors.service', { name: tutor.name }),
        serviceType: t('meta.tutors.serviceType'),
        duration: `PT${PRICED_LESSON_MINUTES}M`,
        provider: { '@id': `${url}#tutor` },
        ...(rating ? { aggregateRating: rating } : {}),
      },
    },
  };
}
