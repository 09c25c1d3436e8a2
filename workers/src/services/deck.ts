import type { DeckCardView, DeckView, ReviewAnswer } from '@kalam/core/api';
import { DAY_MS } from '@kalam/core/constants';
import { CARD_STATES } from '@kalam/core/routes/deck';
import { DECK_ANSWERS, type DeckAnswer } from '@kalam/core/schemas/deck';
import type { schemas } from '@kalam/core/schemas/index';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type Card, createEmptyCard, type FSRS, fsrs, type Grade, Rating, State } from 'ts-fsrs';
import type { z } from 'zod';
import { batch } from '../db/batch';
import { type DeckCard, deckCards, deckReviews, lessonMarks, lessons } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { ApiError } from '../lib/errors';

// A student's deck (decision 041): every word mark of their lessons is a card, its FSRS state written at its first
// review. A review is applied over the card version it was computed from, together with its id, in one transaction.

type ReviewInput = z.infer<typeof schemas.deck.review>;

/** A day's practice: the due words answered at once. */
const DUE_PAGE = 50;
/** How far back a review queued on a device may be dated; older ones count as answered when they arrive. */
const OFFLINE_DAYS = 30;
/** Attempts at applying a review while other reviews of the same word keep moving its version. */
const ATTEMPTS = 5;

const GRADES: Record<DeckAnswer, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };

let scheduler: FSRS | undefined;
/** FSRS with its default weights, without fuzz: the same answer at the same moment always gives the same due time. */
export const deckScheduler = () => {
  scheduler ??= fsrs({ enable_fuzz: false });
  return scheduler;
};

/** A word of the deck as read: its mark, and its card once reviewed. */
interface WordRow {
  markId: number;
  lessonId: number;
  word: string;
  meaning: string | null;
  example: string | null;
  markedAt: number;
  card: DeckCard | null;
}

/** The FSRS card of a word: a new card due when the word was marked until its first review. */
export function fsrsCardOf(row: Pick<WordRow, 'markedAt' | 'card'>): Card {
  const c = row.card;
  if (!c) return createEmptyCard(new Date(row.markedAt));
  return {
    due: new Date(c.due),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: c.elapsedDays,
    scheduled_days: c.scheduledDays,
    learning_steps: c.learningSteps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
    last_review: c.lastReview === null ? undefined : new Date(c.lastReview),
  };
}

/** The card's columns for an FSRS card. */
const columnsOf = (card: Card) => ({
  due: card.due.getTime(),
  stability: card.stability,
  difficulty: card.difficulty,
  elapsedDays: card.elapsed_days,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.last_review ? card.last_review.getTime() : null,
});

function cardView(row: WordRow, card: Card, now: number): DeckCardView {
  const preview = deckScheduler().repeat(card, new Date(now));
  const next = Object.fromEntries(DECK_ANSWERS.map((a) => [a, preview[GRADES[a]].card.due.getTime()])) as DeckCardView['next'];
  return {
    markId: row.markId,
    lessonId: row.lessonId,
    word: row.word,
    meaning: row.meaning ?? '',
    example: row.example,
    state: CARD_STATES[card.state] ?? 'new',
    due: card.due.getTime(),
    reps: card.reps,
    lapses: card.lapses,
    lastReview: card.last_review ? card.last_review.getTime() : null,
    next,
  };
}

const wordColumns = {
  markId: lessonMarks.id,
  lessonId: lessonMarks.lessonId,
  word: lessonMarks.text,
  meaning: lessonMarks.detail,
  example: lessonMarks.example,
  markedAt: lessonMarks.createdAt,
  card: deckCards,
};

/** The deck: the student's word marks of lessons not cancelled. */
const inDeckOf = (studentId: number) => and(eq(lessons.studentId, studentId), eq(lessonMarks.kind, 'word'), isNull(lessons.canceledAt));

/** When a word is due: its card's due time, or when it was marked. */
const dueAt = sql<number>`coalesce(${deckCards.due}, ${lessonMarks.createdAt})`;

/** The student's deck counts: every word, those due now, those learned, and when the next one not due yet falls due. */
export const deckCountsQuery = (deps: Deps, studentId: number, now: number) =>
  deps.db
    .select({
      words: sql<number>`count(*)`,
      due: sql<number>`coalesce(sum(${dueAt} <= ${now}), 0)`,
      learned: sql<number>`coalesce(sum(${deckCards.state} = ${State.Review}), 0)`,
      nextDue: sql<number | null>`min(case when ${dueAt} > ${now} then ${dueAt} end)`,
    })
    .from(lessonMarks)
    .innerJoin(lessons, eq(lessons.id, lessonMarks.lessonId))
    .leftJoin(deckCards, eq(deckCards.markId, lessonMarks.id))
    .where(inDeckOf(studentId));

/** The answer of `deckCountsQuery`, with an empty deck's zeros. */
export const deckCountsOf = ([counts]: Awaited<ReturnType<typeof deckCountsQuery>>) => ({
  words: counts?.words ?? 0,
  due: counts?.due ?? 0,
  learned: counts?.learned ?? 0,
  nextDue: counts?.nextDue ?? null,
});

/** `GET /deck`: the caller's words due now, longest waiting first, and the deck's counts. */
export async function dueWords(deps: Deps, caller: Caller): Promise<DeckView> {
  const now = deps.now();
  const [rows, counts] = await batch(deps.db, [
    deps.db
      .select(wordColumns)
      .from(lessonMarks)
      .innerJoin(lessons, eq(lessons.id, lessonMarks.lessonId))
      .leftJoin(deckCards, eq(deckCards.markId, lessonMarks.id))
      .where(and(inDeckOf(caller.id), sql`${dueAt} <= ${now}`))
      .orderBy(asc(dueAt), asc(lessonMarks.id))
      .limit(DUE_PAGE),
    deckCountsQuery(deps, caller.id, now),
  ]);
  return { cards: rows.map((row) => cardView(row, fsrsCardOf(row), now)), ...deckCountsOf(counts) };
}

/** One word of the caller's deck, and which word the review `reviewId` was applied to if it already was. */
async function wordOf(deps: Deps, caller: Caller, markId: number, reviewId: string) {
  const [row] = await deps.db
    .select({ ...wordColumns, appliedTo: deckReviews.markId })
    .from(lessonMarks)
    .innerJoin(lessons, eq(lessons.id, lessonMarks.lessonId))
    .leftJoin(deckCards, eq(deckCards.markId, lessonMarks.id))
    .leftJoin(deckReviews, and(eq(deckReviews.studentId, caller.id), eq(deckReviews.id, reviewId)))
    .where(and(eq(lessonMarks.id, markId), inDeckOf(caller.id)));
  return row;
}

/**
 * `POST /deck/review`: the caller answers one of their words. The review is dated when the device says it was answered
 * (never before the word's last review or its marking, nor more than 30 days back, nor in the future); its id is
 * written with the card in one transaction over the version it was computed from, so a replay, a re-sync or a
 * concurrent copy of it is applied once.
 */
export async function reviewWord(deps: Deps, caller: Caller, input: ReviewInput): Promise<ReviewAnswer> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const now = deps.now();
    const row = await wordOf(deps, caller, input.markId, input.id);
    if (!row) throw new ApiError('card-not-found');
    const current = fsrsCardOf(row);
    if (row.appliedTo !== null) {
      if (row.appliedTo !== input.markId)
        throw new ApiError('bad-request', { message: 'This review id belongs to another word.', errors: { id: 'invalid' } });
      return { applied: false, card: cardView(row, current, now) };
    }
    const floor = Math.max(row.card?.lastReview ?? 0, row.markedAt, now - OFFLINE_DAYS * DAY_MS);
    const at = Math.min(now, Math.max(input.reviewedAt ?? now, floor));
    const { card: next } = deckScheduler().next(current, new Date(at), GRADES[input.answer]);
    const version = row.card?.version ?? 0;
    const ours = sql`exists (select 1 from deck_reviews where student_id = ${caller.id} and id = ${input.id} and card_version = ${version + 1})`;
    const results = await batch(deps.db, [
      // the card's first review makes it, at version 0, unless a concurrent first review just did
      ...(row.card
        ? []
        : [
            deps.db
              .insert(deckCards)
              .values({ markId: row.markId, studentId: caller.id, ...columnsOf(current), version: 0 })
              .onConflictDoNothing(),
          ]),
      // written only over the version this review was computed from, and never twice under one id
      deps.db.run(sql`insert into deck_reviews (student_id, id, mark_id, rating, reviewed_at, received_at, card_version, due)
        select ${caller.id}, ${input.id}, ${row.markId}, ${GRADES[input.answer]}, ${at}, ${now}, ${version + 1}, ${next.due.getTime()}
        where exists (select 1 from deck_cards where mark_id = ${row.markId} and version = ${version})
        on conflict do nothing`),
      deps.db
        .update(deckCards)
        .set({ ...columnsOf(next), version: version + 1 })
        .where(and(eq(deckCards.markId, row.markId), eq(deckCards.version, version), ours)),
    ]);
    const updated = results.at(-1) as { rowsAffected: number };
    if (updated.rowsAffected) return { applied: true, card: cardView(row, next, now) };
  }
  throw new ApiError('service-unavailable');
}
