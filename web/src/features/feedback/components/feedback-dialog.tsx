import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/confirm-dialog';
import { Field } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { useToast } from '../../../components/toast';
import { type BoundField, useForm } from '../../../lib/use-form-errors';
import { useShareFeedback } from '../api/feedback';
import '../i18n';

/** "Share feedback" from anywhere in the app: a message, sent with the path the person was on. */
export function FeedbackDialog({ page, onClose }: { page: string; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const share = useShareFeedback();
  const form = useForm({ message: '' });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = { ...form.values, page: page.slice(0, 200) };
    await form.submit(
      (s) => s.feedback.create,
      input,
      async () => {
        await share.mutateAsync(input);
        toast({ type: 'success', title: t('feedback.sent') });
        onClose();
      },
    );
  }

  return (
    <Modal title={t('feedback.title')} onClose={onClose}>
      <p className="text-gray-700">{t('feedback.intro')}</p>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
        <MessageField label={t('feedback.message')} rows={5} field={form.field('message')} />
        <FormActions
          error={form.formError}
          busy={share.isPending}
          submit={t('feedback.send')}
          cancel={t('feedback.cancel')}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

/** A feedback or a reply to one: up to 1000 characters, its length error said in the feedback's own words. */
export function MessageField({ label, rows, hint, field }: { label: string; rows: number; hint?: string; field: BoundField }) {
  const { t } = useTranslation();
  return (
    <Field
      label={label}
      multiline
      rows={rows}
      maxLength={1000}
      hint={hint}
      {...field}
      errorText={field.error ? t('feedback.messageError') : undefined}
    />
  );
}
