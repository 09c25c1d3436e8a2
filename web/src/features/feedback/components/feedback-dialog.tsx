import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { useToast } from '../../../components/toast';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useShareFeedback } from '../api/feedback';
import '../i18n';

/** "Share feedback" from anywhere in the app: a message, sent with the path the person was on. */
export function FeedbackDialog({ page, onClose }: { page: string; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const share = useShareFeedback();
  const form = useFormErrors();
  const [message, setMessage] = useState('');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = { message, page: page.slice(0, 200) };
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
        <Field
          label={t('feedback.message')}
          name="message"
          multiline
          rows={5}
          maxLength={1000}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          error={form.errors.message}
          errorText={form.errors.message ? t('feedback.messageError') : undefined}
        />
        <FormError message={form.formError} className="text-sm" />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={share.isPending} aria-busy={share.isPending}>
            {t('feedback.send')}
          </button>
          <button type="button" className="btn-ghost" onClick={onClose}>
            {t('feedback.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
