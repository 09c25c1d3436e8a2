import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type TransactionFilters, transactionsQuery } from '../../../lib/resources/transaction';

/** `GET /transaction/list`: everyone's payments, by the student's name or email, status, method and Cairo days. */
export const useAdminPayments = (filters: TransactionFilters, enabled = true) =>
  useQuery({ ...transactionsQuery(filters), placeholderData: keepPreviousData, enabled });
