import type { InvoiceView } from '@kalam/core/api';
import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { loadSchemas, typedPiasters, type useFormErrors } from '../../../lib/use-form-errors';
import { type ReceiverDetails, useChangeWithdrawal, useRequestWithdrawal } from '../api/request-withdrawal';
import type { MethodType } from '../lib/labels';

interface WithdrawalValues {
  amount: string;
  phone: string;
  bank: string;
  account: string;
  receiver: string;
  username: string;
}

// a receiver field left blank is missing, so the schema names it `required` (a chosen bank says which is missing itself)
const typed = (text: string) => text || undefined;

/** The body for a method: only that method's receiver fields, trimmed where a name is typed. */
function details(method: MethodType, values: WithdrawalValues, amount: number | null): Record<string, unknown> {
  if (method === 'wallet') return { method, amount, phone: typed(values.phone) };
  if (method === 'bank')
    return { method, amount, bank: values.bank, account: typed(values.account), receiver: typed(values.receiver.trim()) };
  return { method, amount, username: typed(values.username.trim()) };
}

/**
 * Checks the request against the method's limits and what is available, then sends it (new) or its changes (pending
 * one); `onAvailable` hears the server's figure when it refuses an amount for the balance.
 */
export function useWithdrawalSubmit({
  form,
  invoice,
  method,
  values,
  limits,
  available,
  onAvailable,
  onDone,
}: {
  form: ReturnType<typeof useFormErrors>;
  invoice: InvoiceView | undefined;
  method: MethodType | undefined;
  values: WithdrawalValues;
  limits: { min: number; max: number };
  available: number | undefined;
  onAvailable: (piasters: number) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useRequestWithdrawal();
  const change = useChangeWithdrawal();
  const busy = create.isPending || change.isPending;
  // the form's checks download while it is filled in, so the submit need not wait for them
  useEffect(() => void loadSchemas().catch(() => undefined), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !method) return;
    const max = available === undefined ? limits.max : Math.min(limits.max, available);
    const input = details(method, values, typedPiasters(values.amount));
    await form.submit(
      (s) => s.invoice.createFor({ min: limits.min, max }),
      input,
      async (checked) => {
        const body = checked as ReceiverDetails;
        try {
          if (invoice) {
            const { method: _, ...rest } = body;
            await change.mutateAsync({ id: invoice.id, change: { action: 'update', ...rest } });
          } else await create.mutateAsync(body);
        } catch (err) {
          const left = err instanceof ApiError ? (err.details as { available?: unknown } | undefined)?.available : undefined;
          if (typeof left === 'number') onAvailable(left);
          throw err;
        }
        toast({ type: 'success', title: t(invoice ? 'invoices.form.updated' : 'invoices.form.sent') });
        onDone();
      },
    );
  };

  return { submit, busy };
}
