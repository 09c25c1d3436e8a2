import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { transactionsQuery } from '../../../lib/resources/transaction';

/** `GET /transaction/list?userId=`: one student's payments, each with the subscription it bought. */
export const useUserPayments = (userId: number, page: number, size: number, enabled = true) =>
  useQuery({ ...transactionsQuery({ userId, page, size }), placeholderData: keepPreviousData, enabled });
