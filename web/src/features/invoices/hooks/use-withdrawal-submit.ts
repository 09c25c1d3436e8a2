import type { InvoiceView } from '@kalam/core/api';
import type { FieldErrorCode } from '@kalam/core/errors';
import { fieldErrorsFromZod } from '@kalam/core/validation';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { apiErrorMessage } from '../../../lib/error-message';
import { loadSchemas, type Schemas, typedPiasters } from '../../../lib/use-form-errors';
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

/** The body for a method: only that method's receiver fields, trimmed where a name is typed. */
function details(method: MethodType, values: WithdrawalValues, amount: number | null): Record<string, unknown> {
  if (method === 'wallet') return { method, amount, phone: values.phone };
  if (method === 'bank') return { method, amount, bank: values.bank, account: values.account, receiver: values.receiver.trim() };
  return { method, amount, username: values.username.trim() };
}

/**
 * Checks the request against the method's limits and what is available, then sends it (new) or its changes (pending
 * one); `onAvailable` hears the server's figure when it refuses an amount for the balance.
 */
export function useWithdrawalSubmit({
  invoice,
  method,
  values,
  limits,
  available,
  onAvailable,
  onDone,
}: {
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
  const [errors, setErrors] = useState<Record<string, FieldErrorCode>>({});
  const [formError, setFormError] = useState<string>();
  // the form's checks download while it is filled in, so the submit need not wait for them
  useEffect(() => void loadSchemas().catch(() => undefined), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !method) return;
    setFormError(undefined);
    const amount = typedPiasters(values.amount);
    const max = available === undefined ? limits.max : Math.min(limits.max, available);
    const input = details(method, values, amount);
    let schemas: Schemas;
    try {
      schemas = await loadSchemas();
    } catch {
      // offline before the first check: say so, as a failed request would
      return setFormError(t('errors.api.network'));
    }
    const parsed = schemas.invoice.createFor({ min: limits.min, max }).safeParse(input);
    const found = parsed.success ? {} : fieldErrorsFromZod(parsed.error);
    for (const [key, value] of Object.entries(input))
      if (key !== 'method' && key !== 'bank' && (value === '' || value === undefined)) found[key] = 'required';
    setErrors(found);
    if (!parsed.success) return;
    const body = parsed.data as ReceiverDetails;
    const options = {
      onSuccess: () => (toast({ type: 'success', title: t(invoice ? 'invoices.form.updated' : 'invoices.form.sent') }), onDone()),
      onError: (err: unknown) => {
        const left = err instanceof ApiError ? (err.details as { available?: unknown } | undefined)?.available : undefined;
        if (typeof left === 'number') onAvailable(left);
        if (err instanceof ApiError && Object.keys(err.errors).length) setErrors(err.errors);
        else setFormError(apiErrorMessage(t, err));
      },
    };
    if (invoice) {
      const { method: _, ...rest } = body;
      change.mutate({ id: invoice.id, change: { action: 'update', ...rest } }, options);
    } else create.mutate(body, options);
  };

  return { submit, busy, errors, clearErrors: () => setErrors({}), formError };
}
