import type { TutorCard } from '@kalam/core';
import { BOUNDS, CURRENCY, PIASTERS_PER_POUND } from '@kalam/core/constants';
import { tutorDisplayName } from '@kalam/core/tutor-profile';
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
  const name = tutorDisplayName(tutor);
  const otherNames = [...new Set([tutor.nameLatin, tutor.name].filter((n): n is string => Boolean(n) && n !== name))];
  return {
    '@type': 'Person',
    '@id': `${url}#tutor`,
    name,
    ...(otherNames.length ? { alternateName: otherNames } : {}),
    url,
    description: tutor.bio,
    ...(tutor.image ? { image: absolute(tutor.image, origin) } : {}),
    jobTitle: t('meta.tutors.jobTitle'),
    // the languages the tutor listed (BCP 47 codes), else the two every tutor here teaches in
    knowsLanguage: tutor.languages.length ? tutor.languages.map((l) => l.code) : ['en', 'ar'],
    ...(tutor.certificates.length
      ? {
          hasCredential: tutor.certificates.map((c) => ({
            '@type': 'EducationalOccupationalCredential',
            name: c.name,
            ...(c.year === null ? {} : { dateCreated: String(c.year) }),
          })),
        }
      : {}),
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
        name: t('meta.tutors.service', { name }),
        serviceType: t('meta.tutors.serviceType'),
        provider: { '@id': `${url}#tutor` },
        ...(rating ? { aggregateRating: rating } : {}),
      },
    },
  };
}
