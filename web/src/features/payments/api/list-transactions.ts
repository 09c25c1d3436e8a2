import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { transactionsQuery } from '../../../lib/resources/transaction';

/** The signed-in student's payments, newest first. */
export const useTransactions = (page: number, size: number, enabled = true) =>
  useQuery({ ...transactionsQuery({ page, size }), placeholderData: keepPreviousData, enabled });
