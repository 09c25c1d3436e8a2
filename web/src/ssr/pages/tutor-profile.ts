import { tutorDisplayName } from '@kalam/core/tutor-profile';
import { t } from 'i18next';
import { ApiError } from '../../lib/api';
import { formatRating } from '../../lib/format';
import { priceStory } from '../../lib/price-story';
import { tutorIdOf, tutorInfoQuery } from '../../lib/resources/tutor';
import { clip } from '../head';
import type { PageServer } from '../page-server';
import { absolute, tutorPerson } from '../structured-data';

const tutorProfile: PageServer = {
  async prefetch({ queryClient, params }) {
    const id = tutorIdOf(params.id);
    if (!id) return false;
    const tutor = await queryClient.fetchQuery(tutorInfoQuery(id)).catch((error: unknown) => error);
    // a tutor who is not listed (never onboarded, deactivated) is not found; the query keeps the error the page shows
    return !(tutor instanceof ApiError && tutor.code === 'tutor-not-found');
  },
  head({ queryClient, params, origin }) {
    const tutor = queryClient.getQueryData(tutorInfoQuery(tutorIdOf(params.id)).queryKey);
    if (!tutor) throw new Error('the profile head is written after its prefetch found the tutor');
    const priceText = priceStory(tutor.planFrom);
    const description =
      tutor.rating.avg === null
        ? t('meta.tutorProfile.descriptionNoRating', { bio: tutor.bio, price: priceText })
        : t('meta.tutorProfile.description', { bio: tutor.bio, rating: formatRating(tutor.rating.avg), price: priceText });
    return {
      title: t('meta.tutorProfile.title', { name: tutorDisplayName(tutor) }),
      description: clip(description),
      image: tutor.image ? absolute(tutor.image, origin) : undefined,
      type: 'profile',
      jsonLd: [
        tutorPerson(tutor, origin),
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: t('meta.tutorProfile.home'), item: `${origin}/` },
            { '@type': 'ListItem', position: 2, name: t('tutors.title'), item: `${origin}/tutors` },
            { '@type': 'ListItem', position: 3, name: tutorDisplayName(tutor), item: `${origin}/t/${tutor.id}` },
          ],
        },
      ],
    };
  },
};

export default tutorProfile;
