import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormActions } from '../../../components/confirm-dialog';
import { Field } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { toMessageHtml } from '../../../lib/message-text';
import { useForm } from '../../../lib/use-form-errors';
import { type ReportInput, useCreateReport } from '../api/reports';
import '../i18n';

/** What a report is about, as the opener shows it. */
export type ReportSubject = { lessonId: number; name: string; when: string } | { reportedId: number; name: string };

/** "Report a problem": a title and a description about a lesson or a person; afterwards, a way to follow it. */
export default function ReportDialog({ subject, onClose }: { subject: ReportSubject; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm({ title: '', message: '' });
  const { values } = form;
  const create = useCreateReport();
  const about =
    'lessonId' in subject
      ? t('manage.reports.dialog.aboutLesson', { name: subject.name, when: subject.when })
      : t('manage.reports.dialog.aboutUser', { name: subject.name });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input: ReportInput = {
      title: values.title.trim(),
      message: toMessageHtml(values.message),
      ...('lessonId' in subject ? { lessonId: subject.lessonId } : { reportedId: subject.reportedId }),
    };
    await form.submit(
      (s) => s.report.create,
      input,
      () => create.mutateAsync(input),
    );
  }

  return (
    <Modal title={t('manage.reports.dialog.title')} onClose={onClose}>
      {create.isSuccess ? (
        <div className="grid gap-4" role="status">
          <p className="font-600 text-green-800">{t('manage.reports.dialog.sent')}</p>
          <div className="flex flex-wrap gap-2">
            <Link to={`/reports?id=${create.data.id}`} className="btn-primary" onClick={onClose}>
              {t('manage.reports.dialog.follow')}
            </Link>
            <button type="button" className="btn-ghost" onClick={onClose}>
              {t('common.close')}
            </button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4" data-testid="report-form">
          <p className="rounded-xl bg-gray-50 px-3 py-2 text-sm text-gray-700" data-testid="report-subject">
            {about}
          </p>
          <Field label={t('manage.reports.dialog.titleField')} {...form.field('title')} />
          <Field
            label={t('manage.reports.dialog.message')}
            multiline
            hint={t('manage.reports.dialog.messageHint')}
            {...form.field('message')}
          />
          <FormActions
            error={form.formError}
            busy={create.isPending}
            submit={create.isPending ? t('common.sending') : t('manage.reports.dialog.send')}
            cancel={t('manage.common.cancel')}
            onCancel={onClose}
          />
        </form>
      )}
    </Modal>
  );
}
