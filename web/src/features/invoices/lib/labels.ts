import type { InvoiceView, WithdrawMethodView } from '@kalam/core/api';
import { InvoiceStatus, type WithdrawMethodType, withdrawMethodTypes } from '@kalam/core/enums';
import '../i18n';

export const METHOD_TYPES = withdrawMethodTypes;
export type MethodType = WithdrawMethodType;

/** Badge colours by status; the Arabic label is `invoices.status.<status>`. */
export const STATUS_TONES: Record<string, string> = {
  [InvoiceStatus.Pending]: 'bg-amber-100 text-amber-900',
  [InvoiceStatus.UpdatedByReceiver]: 'bg-sky-100 text-sky-900',
  [InvoiceStatus.CanceledByReceiver]: 'bg-orange-100 text-orange-900',
  [InvoiceStatus.CancellationApprovedByAdmin]: 'bg-gray-200 text-gray-800',
  [InvoiceStatus.Fulfilled]: 'bg-green-100 text-green-800',
  [InvoiceStatus.Rejected]: 'bg-red-100 text-red-800',
};

/** The tutor may edit or cancel a request only while it waits untouched. */
export const isChangeableByTutor = (invoice: Pick<InvoiceView, 'status'>) => invoice.status === InvoiceStatus.Pending;

export type AdminAction = 'approveUpdate' | 'approveCancellation' | 'fulfil' | 'reject' | 'cancel';

/** The status each admin action sets. */
export const ACTION_STATUS: Record<AdminAction, InvoiceStatus> = {
  approveUpdate: InvoiceStatus.Pending,
  approveCancellation: InvoiceStatus.CancellationApprovedByAdmin,
  fulfil: InvoiceStatus.Fulfilled,
  reject: InvoiceStatus.Rejected,
  cancel: InvoiceStatus.CancellationApprovedByAdmin,
};

/** Actions that need a reason in the note: the tutor is told it. */
export const needsReason = (action: AdminAction | 'none') => action === 'reject' || action === 'cancel';

/** DESIGN.md §3 transitions an admin may make from each status; final statuses allow none (notes only). Nothing is deleted. */
export function adminActionsFor(status: string): AdminAction[] {
  if (status === InvoiceStatus.Pending) return ['fulfil', 'reject', 'cancel'];
  if (status === InvoiceStatus.UpdatedByReceiver) return ['approveUpdate', 'fulfil', 'reject', 'cancel'];
  if (status === InvoiceStatus.CanceledByReceiver) return ['approveCancellation'];
  return [];
}

/** Enabled methods in the order the form lists them. */
export const enabledMethods = (methods: WithdrawMethodView[]) =>
  METHOD_TYPES.map((type) => methods.find((m) => m.type === type && m.enabled)).filter((m): m is WithdrawMethodView => Boolean(m));

export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
