import * as z from 'zod';
import { Role } from '../enums';
import { only } from '../permissions';
import * as deckSchemas from '../schemas/deck';
import { DECK_ANSWERS } from '../schemas/deck';
import * as fields from '../schemas/fields';
import { route } from './define';

// A student's deck: every new word their tutors marked, reviewed with spaced repetition (decision 041).

export const CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;

const byAnswer = z.strictObject(
  Object.fromEntries(DECK_ANSWERS.map((a) => [a, z.number().int()])) as Record<(typeof DECK_ANSWERS)[number], z.ZodNumber>,
);

export const deckCardView = z
  .strictObject({
    markId: z.number().int(),
    lessonId: z.number().int(),
    /** the English word or phrase */
    word: z.string(),
    /** its meaning in Arabic */
    meaning: z.string(),
    example: z.string().nullable(),
    state: fields.oneOf(CARD_STATES),
    /** when it is next due (a new word: when it was marked) */
    due: z.number().int(),
    reps: z.number().int(),
    lapses: z.number().int(),
    lastReview: z.number().int().nullable(),
    /** when it would next be due after each answer given now */
    next: byAnswer,
  })
  .meta({ id: 'DeckCard' });

export const deckView = z
  .strictObject({
    /** the words due now, longest waiting first, at most 50 */
    cards: z.array(deckCardView),
    /** how many words are due now */
    due: z.number().int(),
    /** every word in the deck */
    words: z.number().int(),
    /** words answered well enough to be spaced by days (FSRS's review state) */
    learned: z.number().int(),
    /** when the next word not due yet falls due; null when none */
    nextDue: z.number().int().nullable(),
  })
  .meta({ id: 'Deck' });

export const reviewAnswer = z
  .strictObject({
    /** false when this review id was already applied (a replay or a re-sync): nothing changed */
    applied: z.boolean(),
    card: deckCardView,
  })
  .meta({ id: 'DeckReviewAnswer' });

export const deckRoutes = {
  due: route({
    method: 'get',
    path: '/deck',
    access: only(Role.Student),
    summary: "The student's own words due for practice now, with the deck's counts",
    request: {},
    responses: () => ({ 200: deckView }),
  }),
  review: route({
    method: 'post',
    path: '/deck/review',
    access: only(Role.Student),
    summary: 'The student answers one of their words; a review id already applied answers the card again and changes nothing',
    request: {
      body: deckSchemas.review.meta({
        example: { id: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', markId: 12, answer: 'good' },
      }),
    },
    responses: () => ({ 200: reviewAnswer }),
  }),
};
