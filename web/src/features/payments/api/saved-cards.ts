import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const cardKeys = { all: ['cards'] as const };

export const savedCardsQuery = () => queryOptions({ queryKey: cardKeys.all, queryFn: () => api.get('/fawry/card-token/list') });

export const useSavedCards = (enabled = true) => useQuery({ ...savedCardsQuery(), enabled });

export function useRemoveCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cardToken: string) => api.delete('/fawry/card-token', { body: { cardToken } }),
    onSettled: () => client.invalidateQueries({ queryKey: cardKeys.all }),
  });
}

/** Fawry's hosted page for adding a card; it sends the browser back to `/card-added`. */
export const useCardTokenUrl = () => useMutation({ mutationFn: () => api.get('/fawry/card-token/url') });
