import * as z from 'zod';
import { BOUNDS } from '../constants';
import { genders, matchModes, weekdays } from '../enums';
import { numeric, oneOf, optionalId } from './field-basics';
import { paging, sort } from './paging';

// The visitor's tutor search (the list and the search box): its own file, so a new isolate's first list does not build
// the profile and studio schemas of `./tutor`.

/** Times of day in Cairo: [start hour, end hour). */
export const DAY_PERIODS = { night: [0, 6], morning: [6, 12], afternoon: [12, 18], evening: [18, 24] } as const;
export const dayPeriods = ['night', 'morning', 'afternoon', 'evening'] as const;
/** The list's orders: `name` for clients that list alphabetically; the screen offers the others. */
export const tutorSorts = ['relevance', 'rating', 'lessons', 'free', 'newest', 'name'] as const;
/** The filters a search with no result may suggest dropping. */
export const droppableFilters = ['search', 'topic', 'gender', 'minRating', 'day', 'period'] as const;

export const listQuery = paging.extend({
  search: z.string({ error: 'invalid' }).trim().max(BOUNDS.search.max, { error: 'invalid' }).optional(),
  match: z.enum(matchModes, { error: 'invalid' }).default('loose'),
  topic: optionalId,
  gender: z.enum(genders, { error: 'invalid' }).optional(),
  sort: sort.default('desc'),
  /** best rated by default, most relevant first when searching (decision 031) */
  sortBy: z.enum(tutorSorts, { error: 'invalid' }).optional(),
  minRating: numeric(z.number({ error: 'invalid' }).min(1, { error: 'invalid' }).max(5, { error: 'invalid' }).optional()),
  /** free on this weekday (0 Sunday … 6 Saturday, Cairo) within the next 14 days */
  day: numeric(oneOf(weekdays, { error: 'invalid' }).optional()),
  /** free at this time of day (Cairo) within the next 14 days */
  period: z.enum(dayPeriods, { error: 'invalid' }).optional(),
});

/** `GET /user/tutor/suggest`: what is typed in the search box (two letters or more). */
export const suggestQuery = z.object({
  search: z.string({ error: 'invalid' }).trim().min(2, { error: 'invalid' }).max(BOUNDS.search.max, { error: 'invalid' }),
});
