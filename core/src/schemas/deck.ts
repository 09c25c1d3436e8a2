import * as z from 'zod';
import { DECK_ANSWERS } from '../takeaways';
import { id, oneOf, typeError, wholeNumber } from './fields';

// A student's deck of new words, practised with spaced repetition (decision 041).

export { DECK_ANSWERS, type DeckAnswer } from '../takeaways';

/**
 * A review as the student's device sends it, now or when back online: the id the device made for it (a replay with
 * the same id is applied once), the word (its mark), the answer, and when it was answered (the server's time if absent).
 */
export const review = z.strictObject({
  id: z.uuid({ error: 'invalid' }),
  markId: id,
  answer: oneOf(DECK_ANSWERS, { error: typeError() }),
  reviewedAt: wholeNumber().optional(),
});
