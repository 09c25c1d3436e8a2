// What a student takes from a lesson: the marks and the deck's review answers. Apart from the schemas and the
// enumerations every page loads, so only the screens that list them load them.

/** What a tutor marks during or after a lesson for the student to take away (decision 038). */
export const MARK_KINDS = ['word', 'correction', 'homework'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

/** The four answers of a deck review, from forgot to knew it at once (decision 041). */
export const DECK_ANSWERS = ['again', 'hard', 'good', 'easy'] as const;
export type DeckAnswer = (typeof DECK_ANSWERS)[number];
