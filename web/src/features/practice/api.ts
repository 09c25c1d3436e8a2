import type { DeckView } from '@kalam/core/api';
import type { DeckAnswer } from '@kalam/core/takeaways';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { storage } from '../../lib/storage';
import { flushReviews, queuedReviews, queueReview } from './review-queue';

export const deckKey = ['deck'] as const;

/** How often answers waiting on the device are tried again. */
const RETRY_MS = 5_000;

const savedKey = (userId: number) => `kalam.practice.deck.${userId}`;

function savedDeck(userId: number): DeckView | undefined {
  try {
    return JSON.parse(storage.get(savedKey(userId)) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/** `GET /deck`, kept on the device too so the practice opens without a network. */
export const deckQuery = (userId: number) =>
  queryOptions({
    queryKey: deckKey,
    queryFn: async () => {
      const deck = await api.get('/deck');
      storage.set(savedKey(userId), JSON.stringify(deck));
      return deck;
    },
    initialData: () => savedDeck(userId),
    initialDataUpdatedAt: 0,
    networkMode: 'offlineFirst',
  });

/**
 * The practice: the due words not answered on this device yet, an answer that is queued at once and sent when it can
 * be (now, or when back online), and how many answers still wait to be sent.
 */
export function usePractice(userId: number) {
  const client = useQueryClient();
  const deck = useQuery({ ...deckQuery(userId), retry: false });
  const [waiting, setWaiting] = useState(() => queuedReviews(userId));

  const sync = useCallback(async () => {
    const left = await flushReviews(userId);
    setWaiting(queuedReviews(userId));
    if (!left) await client.invalidateQueries({ queryKey: deckKey });
  }, [client, userId]);

  useEffect(() => {
    void sync();
    const online = () => void sync();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [sync]);

  // the browser's online event is not always told (nor true): answers still waiting are tried again every few seconds
  const pending = waiting.length > 0;
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(() => void sync(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [pending, sync]);

  const answer = (markId: number, answer: DeckAnswer) => {
    queueReview(userId, { markId, answer });
    setWaiting(queuedReviews(userId));
    // the word leaves this device's list at once; the deck read after the answers are sent says when it is back
    client.setQueryData<DeckView>(
      deckKey,
      (d) => d && { ...d, cards: d.cards.filter((c) => c.markId !== markId), due: Math.max(0, d.due - 1) },
    );
    void sync();
  };

  const answered = new Set(waiting.map((r) => r.markId));
  const cards = (deck.data?.cards ?? []).filter((c) => !answered.has(c.markId));
  return { deck, cards, waiting: waiting.length, answer };
}
