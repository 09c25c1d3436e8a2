import type { ReportReplyView, ReportView } from '@kalam/core/api';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, FormActions } from '../../../components/confirm-dialog';
import { Field } from '../../../components/field';
import { useToast } from '../../../components/toast';
import { formatDateTime, userTimeZone } from '../../../lib/format';
import { messageText, toMessageHtml } from '../../../lib/message-text';
import { useForm } from '../../../lib/use-form-errors';
import { useDeleteReply, useUpdateReply } from '../api/replies';
import '../i18n';

/**
 * One reply of a thread. As the API allows: its author edits it, its author or an admin deletes it, and the reporter
 * only while the report is open.
 */
export function ReplyItem({
  reply,
  report,
  viewerId,
  admin,
}: {
  reply: ReportReplyView;
  report: ReportView;
  viewerId?: number;
  admin: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteReply();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const byReporter = reply.author.id === report.reporter.id;
  const open = admin || !report.resolved;
  const mayEdit = open && reply.author.id === viewerId;
  const mayDelete = open && (reply.author.id === viewerId || admin);
  const author = byReporter
    ? reply.author.name
    : admin
      ? t('manage.reports.thread.teamMember', { name: reply.author.name })
      : t('manage.reports.thread.team');
  const close = () => (setAsking(false), remove.reset());
  return (
    <li className={`rounded-xl p-3 ${byReporter ? 'bg-gray-50' : 'border border-brand-100 bg-brand-50'}`} data-testid="report-reply">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-xs text-gray-500">
          <span className="font-700 text-gray-800">{author}</span>
          {byReporter && <span className="ms-1">({t('manage.reports.thread.reporter')})</span>}
          <span className="ms-2">{formatDateTime(reply.createdAt, userTimeZone())}</span>
          {reply.updatedAt > reply.createdAt && <span className="ms-2">({t('manage.reports.thread.edited')})</span>}
        </p>
        {!editing && (mayEdit || mayDelete) && (
          <div className="flex gap-1">
            {mayEdit && (
              <button type="button" className="btn-ghost px-2 py-1 text-xs" onClick={() => setEditing(true)}>
                {t('manage.reports.thread.edit')}
              </button>
            )}
            {mayDelete && (
              <button type="button" className="btn-ghost px-2 py-1 text-xs text-red-700" onClick={() => setAsking(true)}>
                {t('manage.reports.thread.delete')}
              </button>
            )}
          </div>
        )}
      </div>
      {editing ? (
        <EditReply reply={reply} onDone={() => setEditing(false)} />
      ) : (
        <p className="mt-1 whitespace-pre-line text-gray-800" dir="auto">
          {messageText(reply.message)}
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title={t('manage.reports.thread.deleteTitle')}
          body={t('manage.reports.thread.deleteBody')}
          confirm={t('manage.reports.thread.deleteConfirm')}
          cancel={t('manage.common.cancel')}
          pending={remove.isPending}
          error={remove.error}
          onClose={close}
          onConfirm={() =>
            remove.mutate(reply.id, { onSuccess: () => (toast({ type: 'success', title: t('manage.reports.thread.deleted') }), close()) })
          }
        />
      )}
    </li>
  );
}

function EditReply({ reply, onDone }: { reply: ReportReplyView; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateReply();
  const form = useForm(() => ({ message: messageText(reply.message) }));
  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = { message: toMessageHtml(form.values.message) };
    await form.submit(
      (s) => s.report.replyUpdate,
      input,
      async () => {
        await update.mutateAsync({ id: reply.id, ...input });
        toast({ type: 'success', title: t('manage.reports.thread.saved') });
        onDone();
      },
    );
  }
  return (
    <form noValidate onSubmit={submit} className="mt-2 grid gap-2" data-testid="edit-reply">
      <Field label={t('manage.reports.thread.editLabel')} multiline rows={3} {...form.field('message')} />
      <FormActions
        error={form.formError}
        compact
        busy={update.isPending}
        submit={t('manage.reports.thread.save')}
        cancel={t('manage.common.cancel')}
        onCancel={onDone}
      />
    </form>
  );
}
