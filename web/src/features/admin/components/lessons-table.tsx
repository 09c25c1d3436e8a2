import type { LessonView } from '@kalam/core/api';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACTIONS_CELL, BODY, CELL, ROW, TABLE, TableHead } from '../../../components/table';
import { formatDateTime, formatMinutes, formatMoney } from '../../../lib/format';
import { CancelLesson, isCancellable } from './cancel-lesson';
import { LessonStatusBadge } from './lesson-status';
import '../i18n';

const COLUMNS = ['time', 'tutor', 'student', 'duration', 'price', 'status'] as const;
type Column = (typeof COLUMNS)[number];

/** Lessons with both members (linked to their admin pages), price and status; those not ended can be cancelled; `actions` adds the screen's own. */
export function LessonsTable({
  lessons,
  hide,
  actions,
}: {
  lessons: LessonView[];
  hide?: 'tutor' | 'student';
  actions?: (lesson: LessonView) => ReactNode;
}) {
  const { t } = useTranslation();
  const columns = COLUMNS.filter((c) => c !== hide);
  const label = (c: Column) => t(`admin.lessons.columns.${c}`);
  return (
    <table className={TABLE} data-testid="admin-lessons">
      <TableHead caption={t('admin.lessons.title')} labels={columns.map(label)} actions={t('admin.common.actions')} />
      <tbody className={BODY}>
        {lessons.map((lesson) => (
          <tr key={lesson.id} className={ROW} data-testid="lesson-row">
            <td className={`${CELL} font-600`} data-label={label('time')}>
              {formatDateTime(lesson.start)}
            </td>
            {hide !== 'tutor' && (
              <td className={CELL} data-label={label('tutor')}>
                <Link className="font-600 text-brand-700 hover:underline" to={`/admin/tutor/${lesson.tutor.id}`}>
                  {lesson.tutor.displayName}
                </Link>
              </td>
            )}
            {hide !== 'student' && (
              <td className={CELL} data-label={label('student')}>
                <Link className="font-600 text-brand-700 hover:underline" to={`/admin/user/${lesson.student.id}`}>
                  {lesson.student.displayName}
                </Link>
              </td>
            )}
            <td className={CELL} data-label={label('duration')}>
              {formatMinutes(lesson.duration)}
            </td>
            <td className={CELL} data-label={label('price')}>
              {formatMoney(lesson.price)}
            </td>
            <td className={CELL} data-label={label('status')}>
              <LessonStatusBadge status={lesson.status} />
            </td>
            <td className={ACTIONS_CELL}>
              {actions?.(lesson)}
              {isCancellable(lesson) && <CancelLesson lesson={lesson} />}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
