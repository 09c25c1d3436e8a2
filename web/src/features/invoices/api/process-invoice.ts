import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invoiceKeys } from '../../../lib/resources/invoice';

export interface InvoiceProcessing {
  status?: string;
  note?: string;
  clearNote?: boolean;
  receipt?: File;
}

/** The admin's update as multipart (the receipt is a file), with upload progress in percent. */
export function processInvoice(id: number, change: InvoiceProcessing, onProgress?: (percent: number) => void) {
  const form = new FormData();
  if (change.status) form.set('status', change.status);
  if (change.note !== undefined) form.set('note', change.note);
  if (change.clearNote) form.set('clearNote', 'true');
  if (change.receipt) form.set('receipt', change.receipt);
  return api.upload('PUT', '/invoice/admin/:id', form, { params: { id }, onProgress });
}

export function useProcessInvoice(onProgress?: (percent: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: InvoiceProcessing }) => processInvoice(id, change, onProgress),
    onSettled: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
