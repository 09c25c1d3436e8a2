import type { FeedbackView } from '@kalam/core/api';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast';
import { formatDateTime, userTimeZone } from '../../../lib/format';
import { useForm } from '../../../lib/use-form-errors';
import { useMarkFeedbackHandled, useReplyToFeedback } from '../api/feedback';
import { MessageField } from './feedback-dialog';
import '../i18n';

/** One feedback for admins: who, when, from where, the text; a reply the sender is told, and its handled state. */
export function FeedbackItem({ item }: { item: FeedbackView }) {
  const { t } = useTranslation();
  const id = useId();
  const zone = userTimeZone();
  const mark = useMarkFeedbackHandled();
  const [writing, setWriting] = useState(false);

  return (
    <li className="card grid gap-2 p-4" data-testid="feedback" aria-labelledby={`${id}-from`}>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-500">
        <span id={`${id}-from`} className="font-700 text-gray-800">
          {t('feedback.admin.from', { name: item.author.name })}
        </span>
        <span>{formatDateTime(item.createdAt, zone)}</span>
        {item.page && (
          <span>
            {t('feedback.admin.page')} <bdi dir="ltr">{item.page}</bdi>
          </span>
        )}
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-700 ${item.handledAt ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'}`}
          data-testid="feedback-state"
        >
          {t(item.handledAt ? 'feedback.admin.handled' : 'feedback.admin.waiting')}
        </span>
      </p>
      <p className="whitespace-pre-line text-gray-800" dir="auto">
        {item.message}
      </p>
      {item.reply && (
        <div className="rounded-xl bg-brand-50 p-3 text-sm" data-testid="feedback-reply">
          <p className="font-600 text-brand-900">
            {t('feedback.admin.yourReply', { when: item.repliedAt ? formatDateTime(item.repliedAt, zone) : '' })}
          </p>
          <p className="mt-1 whitespace-pre-line text-gray-800" dir="auto">
            {item.reply}
          </p>
        </div>
      )}
      {writing ? (
        <ReplyForm item={item} onClose={() => setWriting(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-ghost px-3 py-1.5 text-sm" onClick={() => setWriting(true)}>
            {t(item.reply ? 'feedback.admin.replyAgain' : 'feedback.admin.reply')}
          </button>
          <button
            type="button"
            className="btn-ghost px-3 py-1.5 text-sm"
            disabled={mark.isPending}
            onClick={() => mark.mutate({ id: item.id, handled: !item.handledAt })}
          >
            {t(item.handledAt ? 'feedback.admin.markWaiting' : 'feedback.admin.markHandled')}
          </button>
        </div>
      )}
    </li>
  );
}

/** The admin's reply: checked as the API checks it, then sent to the feedback's author. */
function ReplyForm({ item, onClose }: { item: FeedbackView; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const reply = useReplyToFeedback();
  const form = useForm({ message: '' });

  async function send(e: FormEvent) {
    e.preventDefault();
    await form.submit(
      (s) => s.feedback.reply,
      form.values,
      async ({ message }) => {
        await reply.mutateAsync({ id: item.id, message });
        toast({ type: 'success', title: t('feedback.admin.replied') });
        onClose();
      },
    );
  }

  return (
    <form onSubmit={send} noValidate className="grid gap-2">
      <MessageField
        label={t('feedback.admin.replyLabel', { name: item.author.name })}
        rows={3}
        hint={t('feedback.admin.replyHint')}
        field={{ ...form.field('message'), name: 'reply' }}
      />
      <FormActions
        error={form.formError}
        busy={reply.isPending}
        submit={t('feedback.admin.sendReply')}
        cancel={t('feedback.cancel')}
        onCancel={onClose}
      />
    </form>
  );
}
