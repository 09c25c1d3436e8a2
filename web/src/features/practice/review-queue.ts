import type { DeckAnswer } from '@kalam/core/takeaways';
import { onlineManager } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';
import { storage } from '../../lib/storage';

// Answers wait on the device until the server has them (decision 041): each is sent with the id made when it was
// answered, so a send the network cut after the server applied it is sent again safely and applied once.

export interface QueuedReview {
  id: string;
  markId: number;
  answer: DeckAnswer;
  reviewedAt: number;
}

const keyOf = (userId: number) => `kalam.practice.queue.${userId}`;

export function queuedReviews(userId: number): QueuedReview[] {
  try {
    const list: unknown = JSON.parse(storage.get(keyOf(userId)) ?? '[]');
    return Array.isArray(list) ? (list as QueuedReview[]) : [];
  } catch {
    return [];
  }
}

const save = (userId: number, list: QueuedReview[]) => storage.set(keyOf(userId), list.length ? JSON.stringify(list) : null);

/** Keeps an answer on the device before anything is sent. */
export function queueReview(userId: number, review: Omit<QueuedReview, 'id' | 'reviewedAt'>): QueuedReview {
  const queued = { ...review, id: crypto.randomUUID(), reviewedAt: Date.now() };
  save(userId, [...queuedReviews(userId), queued]);
  return queued;
}

const flushing = new Map<number, Promise<number>>();

/**
 * Sends the queued answers in the order they were given; each leaves the queue once the server answered it (applied
 * now or before) or refused it for good (a word deleted since). Stops at the first network failure, to try again when
 * back online. Resolves with how many are still waiting.
 */
export function flushReviews(userId: number): Promise<number> {
  const running = flushing.get(userId);
  if (running !== undefined) return running;
  const run = (async () => {
    // told offline: nothing is tried until the browser says the network is back (not `navigator.onLine`, which some
    // networks report false while the server answers)
    if (!onlineManager.isOnline()) return queuedReviews(userId).length;
    // the oldest first, until none is left: an answer queued while this runs is sent by it too
    for (let review = queuedReviews(userId)[0]; review; review = queuedReviews(userId)[0]) {
      try {
        await api.post('/deck/review', { body: review });
      } catch (err) {
        const later = !(err instanceof ApiError) || err.code === 'network' || err.status >= 500 || err.status === 429;
        if (later || err.isAuthFailure) break;
      }
      const sent = review.id;
      save(
        userId,
        queuedReviews(userId).filter((r) => r.id !== sent),
      );
    }
    return queuedReviews(userId).length;
  })().finally(() => flushing.delete(userId));
  flushing.set(userId, run);
  return run;
}
