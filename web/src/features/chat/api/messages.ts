import type { Paged } from '@kalam/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { LocalMessage } from '../../../lib/outgoing-messages';
import { chatKeys, flattenMessages } from '../lib/cache';

export const MESSAGES_PAGE_SIZE = 30;

/** A conversation, newest page first; older pages load on demand until all `total` are here. */
export function useMessages(roomId: number) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(roomId),
    // pages as the cache holds them: stored messages, joined by ones sent from here until they are acked
    queryFn: ({ pageParam }): Promise<Paged<LocalMessage>> =>
      api.get('/chat/list/:roomId/messages', { params: { roomId }, query: { page: pageParam, size: MESSAGES_PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastParam) =>
      last.list.length > 0 && flattenMessages({ pages }).length < last.total ? lastParam + 1 : undefined,
    enabled: roomId > 0,
    staleTime: Infinity,
  });
}
