import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bankKeys } from '../../../lib/resources/withdraw-method';

export type BankChange = { id?: number; code: string; nameAr: string; hidden: boolean };

/**
 * Admins add a bank (`POST /withdraw-method/bank`), or rename, hide or show one (`PUT /withdraw-method/bank/{id}`); the
 * list (`useBanks`) is shared with the tutors' withdrawal form.
 */
export function useSaveBank() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, code, nameAr, hidden }: BankChange) =>
      id
        ? api.put('/withdraw-method/bank/:id', { params: { id }, body: { nameAr, hidden } })
        : api.post('/withdraw-method/bank', { body: { code, nameAr } }),
    onSettled: () => client.invalidateQueries({ queryKey: bankKeys.all }),
  });
}
