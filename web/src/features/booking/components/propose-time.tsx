import type { LessonView } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { useToast } from '../../../components/toast';
import { formatDateTime, formatMinutes, userTimeZone } from '../../../lib/format';
import { useForm } from '../../../lib/use-form-errors';
import { useProposeTime } from '../api/propose-time';
import { useTimeChoice } from '../hooks/use-time-choice';
import { LessonTimePanel } from './reschedule-lesson';
import '../i18n';

const MESSAGE_MAX = 500;

/** The tutor proposes another of their free times on the shared grid, with a note; the student accepts or declines. */
export function ProposeTime({ lesson, onClose }: { lesson: LessonView; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const timeZone = userTimeZone();
  const propose = useProposeTime(lesson.id);
  const form = useForm({ message: '' });
  const message = form.values.message;
  const choice = useTimeChoice(
    propose,
    (start) => propose.mutateAsync({ start, message: message.trim() || undefined }),
    (sent) => {
      toast({
        type: 'success',
        title: t('booking.propose.sent', { name: lesson.student.displayName }),
        description: formatDateTime(sent.start, timeZone),
      });
      onClose();
    },
  );
  return (
    <LessonTimePanel
      lesson={lesson}
      name="propose-time"
      title={t('booking.propose.title')}
      hint={t('booking.propose.hint', { name: lesson.student.displayName, duration: formatMinutes(lesson.duration) })}
      {...choice}
      confirm={propose.isPending ? t('booking.propose.sending') : t('booking.propose.send')}
      onClose={onClose}
    >
      <div className="mt-4">
        <Field
          label={t('booking.propose.message', { name: lesson.student.displayName })}
          multiline
          rows={3}
          dir="auto"
          maxLength={MESSAGE_MAX}
          placeholder={t('booking.propose.messageHint')}
          {...form.field('message')}
        />
      </div>
    </LessonTimePanel>
  );
}
