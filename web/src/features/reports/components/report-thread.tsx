import type { ReportView } from '@kalam/core/api';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, FormActions } from '../../../components/confirm-dialog';
import { Field } from '../../../components/field';
import { LoadError, QueryState } from '../../../components/query-state';
import { Spinner } from '../../../components/spinner';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { apiErrorMessage } from '../../../lib/error-message';
import { formatDateTime, formatNumber, userTimeZone } from '../../../lib/format';
import { messageText, toMessageHtml } from '../../../lib/message-text';
import { useSession } from '../../../lib/session';
import { useForm } from '../../../lib/use-form-errors';
import { useReplies, useSendReply } from '../api/replies';
import { useDeleteReport, useReport, useResolveReport } from '../api/reports';
import { ReplyItem } from './reply-item';
import { ReportStatus } from './status-badge';
import '../i18n';

/**
 * One report and its thread. The reporter replies while it is open; admins always, and they resolve, reopen or
 * delete it.
 */
export function ReportThread({ id, admin = false, onDeleted }: { id: number; admin?: boolean; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const report = useReport(id);
  if (report.isPending) return <Spinner />;
  if (report.error instanceof ApiError && report.error.code === 'report-not-found')
    return <p className="card p-6 text-center text-gray-600">{t('manage.reports.thread.notFound')}</p>;
  if (report.isError) return <LoadError message={t('manage.common.loadError')} onRetry={() => report.refetch()} />;
  const r = report.data;
  const zone = userTimeZone();
  return (
    <article className="card grid gap-4 p-4 md:p-6" aria-labelledby={`report-${r.id}-title`} data-testid="report-thread">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id={`report-${r.id}-title`} className="min-w-0 text-xl font-700 text-brand-900" dir="auto">
            {r.title}
          </h2>
          <ReportStatus resolved={r.resolved} />
        </div>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-600">
          <span>{t('manage.reports.from', { name: r.reporter.name })}</span>
          {r.reported && <span>{t('manage.reports.about', { name: r.reported.name })}</span>}
          {r.lessonId && <span>{t('manage.reports.lesson', { id: formatNumber(r.lessonId) })}</span>}
          <span>{formatDateTime(r.createdAt, zone)}</span>
        </p>
        {admin && <AdminActions report={r} onDeleted={onDeleted} />}
      </header>
      <p className="whitespace-pre-line rounded-xl bg-gray-50 p-4 leading-7 text-gray-800" dir="auto">
        {messageText(r.message)}
      </p>
      <Replies report={r} admin={admin} />
      {admin || !r.resolved ? (
        <ReplyForm reportId={r.id} />
      ) : (
        <p role="note" className="text-sm text-gray-600">
          {t('manage.reports.thread.closed')}
        </p>
      )}
    </article>
  );
}

function Replies({ report, admin }: { report: ReportView; admin: boolean }) {
  const { t } = useTranslation();
  const replies = useReplies(report.id);
  const viewer = useSession().user;
  return (
    <section aria-labelledby={`report-${report.id}-replies`} className="grid gap-3">
      <h3 id={`report-${report.id}-replies`} className="font-700 text-gray-900">
        {t('manage.reports.thread.replies')}
      </h3>
      <QueryState
        query={replies}
        error={t('manage.common.loadError')}
        pending={<Spinner className="py-4" />}
        empty={({ list }) => list.length === 0 && <p className="text-sm text-gray-600">{t('manage.reports.thread.noReplies')}</p>}
      >
        {({ list }) => (
          <ol className="grid gap-3" data-testid="report-replies">
            {list.map((reply) => (
              <ReplyItem key={reply.id} reply={reply} report={report} viewerId={viewer?.id} admin={admin} />
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}

function ReplyForm({ reportId }: { reportId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useForm({ message: '' });
  const send = useSendReply();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = { reportId, message: toMessageHtml(form.values.message) };
    await form.submit(
      (s) => s.report.reply,
      input,
      async () => {
        await send.mutateAsync(input);
        form.setValues({ message: '' });
        toast({ type: 'success', title: t('manage.reports.thread.sent') });
      },
    );
  }
  return (
    <form noValidate onSubmit={submit} className="grid gap-3" data-testid="reply-form">
      <Field label={t('manage.reports.thread.reply')} multiline rows={3} {...form.field('message')} />
      {form.errors.resolved && (
        <p role="alert" className="text-sm font-600 text-red-600">
          {t('manage.reports.thread.closed')}
        </p>
      )}
      <FormActions
        error={form.formError}
        busy={send.isPending}
        submit={send.isPending ? t('common.sending') : t('manage.reports.thread.send')}
      />
    </form>
  );
}

function AdminActions({ report, onDeleted }: { report: ReportView; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const resolve = useResolveReport();
  const remove = useDeleteReport();
  const [asking, setAsking] = useState(false);
  const toggle = () =>
    resolve.mutate(
      { id: report.id, resolved: !report.resolved },
      {
        onSuccess: (r) =>
          toast({ type: 'success', title: t(r.resolved ? 'manage.reports.admin.resolvedToast' : 'manage.reports.admin.reopenedToast') }),
        onError: (err) => toast({ type: 'error', title: apiErrorMessage(t, err) }),
      },
    );
  const close = () => (setAsking(false), remove.reset());
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className="btn-ghost px-3 py-1.5 text-sm" disabled={resolve.isPending} onClick={toggle}>
        {t(report.resolved ? 'manage.reports.admin.reopen' : 'manage.reports.admin.resolve')}
      </button>
      <button type="button" className="btn-ghost px-3 py-1.5 text-sm text-red-700" onClick={() => setAsking(true)}>
        {t('manage.reports.admin.delete')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('manage.reports.admin.deleteTitle', { title: report.title })}
          body={t('manage.reports.admin.deleteBody')}
          confirm={t('manage.reports.admin.deleteConfirm')}
          cancel={t('manage.common.cancel')}
          pending={remove.isPending}
          error={remove.error}
          onClose={close}
          onConfirm={() =>
            remove.mutate(report.id, {
              onSuccess: () => (toast({ type: 'success', title: t('manage.reports.admin.deleted') }), close(), onDeleted?.()),
            })
          }
        />
      )}
    </div>
  );
}
