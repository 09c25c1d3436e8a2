import type { LessonView } from '@kalam/core/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast';
import { formatDateTime } from '../../../lib/format';
import { useAdminCancelLesson } from '../api/cancel-lesson';
import '../i18n';

/** Lessons that have not ended may be cancelled by an admin, whatever the members' cancellation window. */
export const isCancellable = (lesson: LessonView) => lesson.status === 'pending' || lesson.status === 'happening';

export function CancelLesson({ lesson }: { lesson: LessonView }) {
  const { t } = useTranslation();
  const toast = useToast();
  const cancel = useAdminCancelLesson();
  const [asking, setAsking] = useState(false);
  const close = () => (setAsking(false), cancel.reset());
  return (
    <>
      <button type="button" className="btn-ghost px-3 py-1.5 text-sm text-red-700" onClick={() => setAsking(true)}>
        {t('admin.lessons.cancel.button')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('admin.lessons.cancel.title')}
          body={t('admin.lessons.cancel.body', {
            student: lesson.student.displayName,
            tutor: lesson.tutor.displayName,
            time: formatDateTime(lesson.start),
          })}
          confirm={t('admin.lessons.cancel.yes')}
          cancel={t('admin.common.back')}
          pending={cancel.isPending}
          error={cancel.error}
          onClose={close}
          onConfirm={() =>
            cancel.mutate(lesson.id, {
              onSuccess: () => (toast({ type: 'success', title: t('admin.lessons.cancel.done') }), setAsking(false)),
            })
          }
        />
      )}
    </>
  );
}
