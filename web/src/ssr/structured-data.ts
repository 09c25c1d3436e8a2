import type { TutorCard } from '@kalam/core';
import { BOUNDS, CURRENCY, PIASTERS_PER_POUND } from '@kalam/core/constants';
import { t } from 'i18next';

/** An absolute URL for a path or URL the API answered (photos may be served from our own origin). */
export const absolute = (pathOrUrl: string, origin: string) => new URL(pathOrUrl, origin).toString();

/** A tutor for search engines: a Person offering 30-minute English lessons, free first and then by monthly plan in EGP, with the rating. */
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
      // the first lesson is free; later ones come with a plan, priced by the month
      price: '0.00',
      priceCurrency: CURRENCY,
      ...(tutor.planFrom === null
        ? {}
        : {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: (tutor.planFrom / PIASTERS_PER_POUND).toFixed(2),
              priceCurrency: CURRENCY,
              unitCode: 'MON',
            },
          }),
      itemOffered: {
        '@type': 'Service',
        name: t('meta.tutors.service', { name: tutor.name }),
        serviceType: t('meta.tutors.serviceType'),
        provider: { '@id': `${url}#tutor` },
        ...(rating ? { aggregateRating: rating } : {}),
      },
    },
  };
}
