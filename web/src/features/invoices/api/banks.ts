import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bankKeys } from '../../../lib/resources/withdraw-method';

/** The banks a withdrawal can go to (admins: hidden ones too), by Arabic name; kept in the data, extended by admins. */
export const banksQuery = () =>
  queryOptions({
    queryKey: bankKeys.all,
    queryFn: () => api.get('/withdraw-method/bank/list'),
    staleTime: 5 * 60_000,
  });

export const useBanks = (enabled = true) => useQuery({ ...banksQuery(), enabled });

/** A bank's Arabic name by its code (a withdrawal keeps the code), the code while the list loads. */
export function useBankName() {
  const banks = useBanks();
  return (code: string) => banks.data?.find((b) => b.code === code)?.nameAr ?? code;
}
