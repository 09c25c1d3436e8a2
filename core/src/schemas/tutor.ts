import { z } from 'zod';
import { BOUNDS } from '../constants';
import { genders, matchModes } from '../enums';
import { arabicBio, noticeMinutes, optionalId, tutorAbout } from './fields';
import { paging, sort } from './paging';

export const listQuery = paging.extend({
  search: z.string({ error: 'invalid' }).trim().max(BOUNDS.search.max, { error: 'invalid' }).optional(),
  match: z.enum(matchModes, { error: 'invalid' }).default('loose'),
  topic: optionalId,
  gender: z.enum(genders, { error: 'invalid' }).optional(),
  sort: sort.default('desc'),
  sortBy: z.enum(['rating', 'lessons', 'name'], { error: 'invalid' }).default('rating'),
});

/** The tutor's own profile fields. */
export const profile = z.object({
  bio: arabicBio.optional(),
  about: tutorAbout.optional(),
  noticeMinutes: noticeMinutes.optional(),
});
