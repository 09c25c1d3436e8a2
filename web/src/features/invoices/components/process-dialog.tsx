import type { InvoiceView } from '@kalam/core/api';
import { BOUNDS, UPLOAD_LIMITS } from '@kalam/core/constants';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/confirm-dialog';
import { Field } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { apiErrorMessage } from '../../../lib/error-message';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../../lib/format';
import { useForm } from '../../../lib/use-form-errors';
import { type InvoiceProcessing, useProcessInvoice } from '../api/process-invoice';
import { ACTION_STATUS, type AdminAction, adminActionsFor, needsReason, RECEIPT_TYPES } from '../lib/labels';
import { ReceiverDetails } from './receiver-details';
import { InvoiceStatusBadge } from './status-badge';
import '../i18n';
import '../../../lib/error-messages';

type Errors = Partial<Record<'receipt' | 'note' | 'status', string>>;

/** An admin's processing of one request: only the moves its status allows, a receipt to fulfil, a reason to reject or cancel, notes any time. */
export function ProcessDialog({ invoice, onClose }: { invoice: InvoiceView; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const [progress, setProgress] = useState(0);
  const process = useProcessInvoice(setProgress);
  const actions = adminActionsFor(invoice.status);
  const [action, setAction] = useState<AdminAction | 'none'>('none');
  // the note and its removal bind as any form's fields; the receipt's and the moves' errors are this dialog's own
  const fields = useForm({ note: invoice.note ?? '', clearNote: false });
  const { note, clearNote } = fields.values;
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();

  const chooseReceipt = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    setErrors((x) => ({ ...x, receipt: undefined }));
    if (file && !(RECEIPT_TYPES as readonly string[]).includes(file.type))
      return (setReceipt(null), (e.target.value = ''), setErrors((x) => ({ ...x, receipt: t('admin.invoices.process.receiptType') })));
    if (file && file.size > UPLOAD_LIMITS.receiptBytes)
      return (setReceipt(null), (e.target.value = ''), setErrors((x) => ({ ...x, receipt: t('errors.api.payload-too-large') })));
    setReceipt(file);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (process.isPending) return;
    setFormError(undefined);
    const text = note.trim();
    const found: Errors = {};
    if (action === 'fulfil' && !receipt) found.receipt = t('admin.invoices.process.receiptRequired');
    if (needsReason(action) && (clearNote || !text))
      found.note = t(action === 'cancel' ? 'admin.invoices.process.reasonRequired' : 'admin.invoices.process.noteRequired');
    if (!clearNote && text.length > BOUNDS.invoiceNote.max) found.note = t('errors.field.long-invoice-note');
    setErrors(found);
    if (Object.keys(found).length) return;
    const change: InvoiceProcessing = {};
    if (action !== 'none') change.status = ACTION_STATUS[action];
    if (action === 'fulfil' && receipt) change.receipt = receipt;
    const cleared = clearNote || (!text && Boolean(invoice.note));
    if (cleared) change.clearNote = true;
    else if (text && (text !== (invoice.note ?? '').trim() || needsReason(action))) change.note = text;
    if (!change.status && change.note === undefined && !change.clearNote) return setFormError(t('admin.invoices.process.nothing'));
    setProgress(0);
    process.mutate(
      { id: invoice.id, change },
      {
        onSuccess: () => (toast({ type: 'success', title: t('admin.invoices.process.saved') }), onClose()),
        onError: (err) => {
          const fields = err instanceof ApiError ? err.errors : {};
          const byField: Errors = {};
          for (const key of ['receipt', 'note', 'status'] as const) if (fields[key]) byField[key] = t(`errors.field.${fields[key]}`);
          setErrors(byField);
          if (!Object.keys(byField).length) setFormError(apiErrorMessage(t, err));
        },
      },
    );
  };

  return (
    <Modal title={t('admin.invoices.process.title', { id: formatNumber(invoice.id) })} onClose={onClose} wide>
      <dl className="grid gap-x-4 gap-y-2 rounded-xl bg-gray-50 p-4 text-sm sm:grid-cols-2" data-testid="process-summary">
        <div>
          <dt className="text-gray-500">{t('admin.invoices.columns.tutor')}</dt>
          <dd className="font-600">{invoice.tutor.displayName}</dd>
        </div>
        <div>
          <dt className="text-gray-500">{t('invoices.columns.amount')}</dt>
          <dd className="font-700">{formatMoney(invoice.amount)}</dd>
        </div>
        <div>
          <dt className="text-gray-500">{t('invoices.columns.method')}</dt>
          <dd>
            <ReceiverDetails invoice={invoice} />
          </dd>
        </div>
        <div>
          <dt className="text-gray-500">{t('invoices.columns.status')}</dt>
          <dd>
            <InvoiceStatusBadge status={invoice.status} /> <span className="ms-1 text-gray-500">{formatDate(invoice.updatedAt)}</span>
          </dd>
        </div>
      </dl>
      <form onSubmit={submit} noValidate className="mt-5 grid gap-5">
        {actions.length ? (
          <fieldset>
            <legend className="mb-2 font-600 text-gray-800">{t('admin.invoices.process.action')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {(['none', ...actions] as const).map((a) => (
                <label
                  key={a}
                  className={`flex cursor-pointer items-center gap-3 rounded-xl border p-3 font-600 ${action === a ? 'border-brand-700 bg-brand-50' : 'border-gray-200'}`}
                >
                  <input
                    type="radio"
                    name={`${id}-action`}
                    value={a}
                    className="h-4 w-4 accent-brand-700"
                    checked={action === a}
                    onChange={() => (setAction(a), setErrors({}))}
                  />
                  {t(`admin.invoices.actions.${a}`)}
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <p className="text-sm text-gray-600">{t('admin.invoices.process.final')}</p>
        )}

        {action === 'fulfil' && (
          <div className="flex flex-col gap-1.5">
            <span id={`${id}-receipt-label`} className="font-600 text-gray-800">
              {t('admin.invoices.process.receipt')}
            </span>
            {/* the browser's own file button speaks the browser's language: an Arabic button opens the picker instead */}
            <input
              id={`${id}-receipt`}
              name="receipt"
              type="file"
              accept={RECEIPT_TYPES.join(',')}
              onChange={chooseReceipt}
              disabled={process.isPending}
              className="peer sr-only"
              aria-labelledby={`${id}-receipt-label`}
              aria-invalid={errors.receipt ? true : undefined}
              aria-describedby={`${id}-receipt-${errors.receipt ? 'error' : 'hint'}`}
              data-testid="receipt-input"
            />
            <div className="flex min-w-0 flex-wrap items-center gap-3 rounded-xl peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-solid">
              <label htmlFor={`${id}-receipt`} className="btn-ghost cursor-pointer px-4 py-2">
                {t('admin.invoices.process.chooseReceipt')}
              </label>
              <span className="min-w-0 truncate text-sm text-gray-700" dir="auto" data-testid="receipt-name">
                {receipt?.name ?? t('admin.invoices.process.noReceipt')}
              </span>
            </div>
            {errors.receipt ? (
              <p id={`${id}-receipt-error`} role="alert" className="text-sm font-600 text-red-600">
                {errors.receipt}
              </p>
            ) : (
              <p id={`${id}-receipt-hint`} className="text-sm text-gray-500">
                {t('admin.invoices.process.receiptHint', { mb: formatNumber(UPLOAD_LIMITS.receiptBytes / 1024 / 1024) })}
              </p>
            )}
          </div>
        )}

        <div className="flex flex-col gap-1.5">
          <Field
            label={t('admin.invoices.process.note')}
            optional={!needsReason(action)}
            multiline
            rows={4}
            disabled={clearNote}
            maxLength={BOUNDS.invoiceNote.max + 200}
            {...fields.field('note')}
            error={errors.note ? 'invalid' : undefined}
            errorText={errors.note}
          />
          {invoice.note && (
            <label className="flex items-center gap-2 text-sm text-red-700">
              <input className="h-4 w-4" {...fields.check('clearNote')} />
              {t('admin.invoices.process.clearNote')}
            </label>
          )}
        </div>

        {process.isPending && (
          <div
            role="progressbar"
            aria-label={t('admin.invoices.process.uploading')}
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
            className="text-sm text-brand-800"
          >
            {t('admin.invoices.process.progress', { percent: formatPercent(progress) })}
            <div className="mt-1 h-2 w-full rounded bg-gray-200">
              <div className="h-2 rounded bg-brand-600 transition-all" style={{ width: `${progress}%` }} />
            </div>
          </div>
        )}
        {errors.status && (
          <p role="alert" className="text-sm font-600 text-red-600">
            {errors.status}
          </p>
        )}
        <FormActions
          error={formError}
          small={false}
          busy={process.isPending}
          submit={t('admin.invoices.process.save')}
          cancel={t('invoices.form.back')}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
