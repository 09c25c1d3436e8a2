import { Role } from '@kalam/core/enums';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { DayBars, StatCard } from '../components/page-blocks';
import { ChatCard } from '../features/chat/components/chat-card';
import { DashboardPage, DashboardSection } from '../features/dashboard/components/dashboard-page';
import { LessonList } from '../features/lessons/components/lesson-list';
import { formatDay, formatMinutes, formatMoney, formatRating } from '../lib/format';
import { useTutorActivity, useTutorStats } from '../lib/resources/stats';
import { useSession } from '../lib/session';
import '../features/dashboard/i18n';
import '../features/lessons/i18n';
import '../features/tutors/i18n';

export default function TutorDashboard() {
  const { t } = useTranslation();
  const { user } = useSession();
  const stats = useTutorStats('me');
  const activity = useTutorActivity(user?.id ?? 0);
  if (!user) return <Navigate to="/login?next=/t/dashboard" replace />;
  if (user.role !== Role.Tutor && user.role !== Role.TutorManager) return <Navigate to="/s/dashboard" replace />;
  // until an interview approves them, a tutor lives in the application, not the working dashboard
  if (user.role === Role.Tutor && user.tutor && !user.tutor.activated) return <Navigate to="/tutor/onboarding" replace />;
  const s = stats.data;
  return (
    <DashboardPage
      name={user.name}
      subtitle={t('dashboard.tutorSubtitle')}
      chat={<ChatCard viewerId={user.id} />}
      lessons={s?.lessons}
      wide
      stats={
        <>
          <StatCard label={t('dashboard.minutesTaught')} value={s ? formatMinutes(s.minutesTaught) : '…'} />
          <StatCard
            label={t('dashboard.rating')}
            value={s ? (s.rating.avg === null ? t('tutors.card.noRatings') : formatRating(s.rating.avg)) : '…'}
            hint={s ? t('tutors.card.reviews', { count: s.rating.count }) : undefined}
          />
          <StatCard
            label={t('dashboard.earnings')}
            value={s?.earnings !== null && s?.earnings !== undefined ? formatMoney(s.earnings) : '…'}
          />
        </>
      }
    >
      <div className="flex flex-wrap gap-3">
        <Link to="/schedule-management" className="btn-primary">
          {t('dashboard.manageSchedule')}
        </Link>
        <Link to="/upcoming-lessons" className="btn-ghost">
          {t('dashboard.all')}
        </Link>
        {user.role === Role.Tutor && (
          <Link to="/invoices" className="btn-ghost">
            {t('invoices.nav')}
          </Link>
        )}
        <Link to="/t/settings" className="btn-ghost">
          {t('dashboard.settings')}
        </Link>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <DashboardSection id="next-title" title={t('dashboard.upcoming')}>
          <LessonList status="upcoming" viewerId={user.id} size={5} />
        </DashboardSection>
        <DashboardSection id="past-title" title={t('dashboard.past')}>
          <LessonList status="fulfilled" viewerId={user.id} size={5} past />
        </DashboardSection>
      </div>
      <DashboardSection id="activity-title" title={t('dashboard.activity')}>
        <DayBars
          days={activity.data?.days ?? []}
          label={t('dashboard.activity')}
          describe={(d) => {
            const { weekday, day } = formatDay(d.day);
            return `${weekday} ${day}: ${t('tutors.card.lessonsTaught', { count: d.lessons })}`;
          }}
        />
        <p className="mt-2 text-xs text-gray-500">{t('dashboard.activityHint')}</p>
      </DashboardSection>
    </DashboardPage>
  );
}
