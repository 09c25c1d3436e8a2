import { TIME_ZONE, weekOf } from '@kalam/core';
import { Role } from '@kalam/core/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useLessons } from '../features/lessons/api';
import { ScheduleManager } from '../features/schedule/components/schedule-manager';
import { useSession } from '../lib/session';
import '../features/schedule/i18n';

/** Hosts' hours: a tutor sees the week's lessons on the grid beside them; a tutor manager keeps interview hours. */
export default function ScheduleManagement() {
  const { t } = useTranslation();
  const { user } = useSession();
  const zone = user?.timeZone || TIME_ZONE;
  const [weekAt, setWeekAt] = useState(() => Date.now());
  const span = weekOf(weekAt, zone);
  const lessons = useLessons({ from: span.start, to: span.end, size: 100 });

  if (!user) return <Navigate to="/login?next=/schedule-management" replace />;
  if (user.role !== Role.Tutor && user.role !== Role.TutorManager) {
    return <div className="container py-16 text-center text-gray-700">{t('schedule.onlyTutors')}</div>;
  }
  const shown = user.role === Role.Tutor ? (lessons.data?.list ?? []).filter((l) => l.status !== 'cancelled') : [];
  return <ScheduleManager zone={zone} weekAt={weekAt} onWeekAt={setWeekAt} lessons={shown} />;
}
