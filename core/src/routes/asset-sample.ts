import * as z from 'zod';
import { PUBLIC } from '../permissions';
import { route } from './define';
import { paged } from './shared';

/** One onboarded tutor's public media; image, video and thumbnail are upload paths. */
export const mediaSample = z.strictObject({
  tutorId: z.number().int(),
  name: z.string(),
  image: z.string(),
  video: z.string().nullable(),
  thumbnail: z.string().nullable(),
});

export const assetSampleRoutes = {
  // a few tutors' public photos and intro videos (decision 015)
  sample: route({
    method: 'get',
    path: '/asset/sample',
    access: PUBLIC,
    summary: "A few onboarded tutors' photos and intro videos, best rated first, for pages that show who teaches here",
    request: {},
    responses: () => ({ 200: paged(mediaSample) }),
  }),
};
