import type { LessonView } from '@kalam/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/modal';
import { formatDateTime, formatTime } from '../../../lib/format';
import type { ExtraBlock } from '../lib/week';
import '../i18n';

/** One-off hours opened from the grid: when they are, and removing them. */
export function ExtraHoursDialog({
  extra,
  zone,
  busy,
  onRemove,
  onClose,
}: {
  extra: ExtraBlock;
  zone: string;
  busy: boolean;
  onRemove: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('schedule.extra.title')} onClose={onClose}>
      <p className="text-gray-700" data-testid="extra-when">
        {t('schedule.extra.when', { from: formatDateTime(extra.slot.start, zone), to: formatTime(extra.slot.end, zone) })}
      </p>
      <div className="mt-5 flex flex-wrap gap-2">
        <button type="button" className="btn-ghost text-red-700" disabled={busy} onClick={onRemove}>
          {t('schedule.extra.remove')}
        </button>
        <button type="button" className="btn-ghost" data-autofocus onClick={onClose}>
          {t('schedule.extra.close')}
        </button>
      </div>
    </Modal>
  );
}

/** A change that would cancel booked lessons: names them and asks before sending it again. */
export function ConflictDialog({
  lessons,
  zone,
  onConfirm,
  onClose,
}: {
  lessons: LessonView[];
  zone: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('schedule.conflict.title')}
      body={t('schedule.conflict.body', { count: lessons.length })}
      confirm={t('schedule.conflict.confirm')}
      cancel={t('schedule.conflict.keep')}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <ul className="mt-3 space-y-1 text-sm">
        {lessons.map((l) => (
          <li key={l.id}>
            • {l.student.displayName} — {formatDateTime(l.start, zone)}
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
