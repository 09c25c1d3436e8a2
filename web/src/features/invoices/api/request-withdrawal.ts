import type { InvoiceView } from '@kalam/core/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invoiceKeys } from '../../../lib/resources/invoice';

/** The receiver's details by method; amounts in piasters. */
export type ReceiverDetails =
  | { method: 'wallet'; amount: number; phone: string }
  | { method: 'bank'; amount: number; bank: string; account: string; receiver: string }
  | { method: 'instapay'; amount: number; username: string };

export const requestWithdrawal = (body: ReceiverDetails) => api.post('/invoice', { body });

/** Changes a pending request (it then waits for an admin) or asks to cancel it. */
export const changeWithdrawal = ({
  id,
  change,
}: {
  id: number;
  change: { action: 'cancel' } | ({ action: 'update' } & Omit<ReceiverDetails, 'method'>);
}) => api.put('/invoice/receiver/:id', { params: { id }, body: change });

/** Every change to a request moves the balance: refresh the list and the stats. */
function useInvoiceMutation<V>(fn: (v: V) => Promise<InvoiceView>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: invoiceKeys.all }) });
}

export const useRequestWithdrawal = () => useInvoiceMutation(requestWithdrawal);
export const useChangeWithdrawal = () => useInvoiceMutation(changeWithdrawal);
