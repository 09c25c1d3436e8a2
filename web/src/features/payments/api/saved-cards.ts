import type { CardTokenUrl, SavedCard } from '@kalam/core/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const CARDS_KEY = ['cards'] as const;

export const useSavedCards = (enabled = true) =>
  useQuery({ queryKey: CARDS_KEY, queryFn: () => api.get<SavedCard[]>('/fawry/card-token/list'), enabled });

export function useRemoveCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cardToken: string) => api.delete<void>('/fawry/card-token', { body: { cardToken } }),
    onSettled: () => client.invalidateQueries({ queryKey: CARDS_KEY }),
  });
}

/** Fawry's hosted page for adding a card; it sends the browser back to `/card-added`. */
export const useCardTokenUrl = () => useMutation({ mutationFn: () => api.get<CardTokenUrl>('/fawry/card-token/url') });
