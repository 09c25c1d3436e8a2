import { Role } from '@kalam/core/enums';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { StatCard } from '../components/page-blocks';
import { ChatCard } from '../features/chat/components/chat-card';
import { DashboardPage, DashboardSection } from '../features/dashboard/components/dashboard-page';
import { LessonList } from '../features/lessons/components/lesson-list';
import { RateTutorButton } from '../features/ratings/components/rate-tutor-button';
import { ReportButton } from '../features/reports/components/report-button';
import { formatDate, formatDateTime, formatMinutes, formatNumber, userTimeZone } from '../lib/format';
import { useStudentStats } from '../lib/resources/stats';
import { useSession } from '../lib/session';
import '../features/dashboard/i18n';
import '../features/lessons/i18n';
import '../features/tutors/i18n';

export default function StudentDashboard() {
  const { t } = useTranslation();
  const { user } = useSession();
  const stats = useStudentStats('me');
  if (!user) return <Navigate to="/login?next=/s/dashboard" replace />;
  if (user.role !== Role.Student) return <Navigate to="/t/dashboard" replace />;
  const s = stats.data;
  return (
    <DashboardPage
      name={user.name}
      subtitle={t('dashboard.studentSubtitle')}
      chat={<ChatCard viewerId={user.id} />}
      lessons={s?.lessons}
      stats={
        <>
          <StatCard label={t('dashboard.minutesLearned')} value={s ? formatMinutes(s.minutesLearned) : '…'} />
          <StatCard label={t('dashboard.tutors')} value={s ? formatNumber(s.tutors) : '…'} />
        </>
      }
    >
      <DashboardSection id="plan-title" title={t('dashboard.plan')}>
        {s?.subscription ? (
          <>
            <p className="mt-2 text-gray-700">
              {t('dashboard.planLine', { plan: s.subscription.nameAr, end: formatDate(s.subscription.end) })}
            </p>
            <div
              className="mt-3 h-3 overflow-hidden rounded-full bg-gray-100"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={s.subscription.weeklyMinutes}
              aria-valuenow={s.subscription.usedThisWeek}
              aria-label={t('dashboard.weekUse')}
            >
              <div
                className="h-full bg-brand-600"
                style={{ width: `${Math.min(100, (s.subscription.usedThisWeek / s.subscription.weeklyMinutes) * 100)}%` }}
              />
            </div>
            <p className="mt-1 text-sm text-gray-600">
              {t('dashboard.weekUseLine', {
                used: formatMinutes(s.subscription.usedThisWeek),
                total: formatMinutes(s.subscription.weeklyMinutes),
              })}
            </p>
            <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <Link to="/subscription" className="text-brand-700 underline">
                {t('dashboard.plans')}
              </Link>
              <Link to="/payments" className="text-brand-700 underline">
                {t('dashboard.payments')}
              </Link>
            </p>
          </>
        ) : (
          <p className="mt-2 text-gray-700">
            {t('dashboard.noPlan')}{' '}
            <Link to="/subscription" className="font-700 text-brand-700 underline">
              {t('dashboard.seePlans')}
            </Link>
            {' · '}
            <Link to="/payments" className="text-sm text-brand-700 underline">
              {t('dashboard.payments')}
            </Link>
          </p>
        )}
      </DashboardSection>
      <div className="grid gap-6 lg:grid-cols-2">
        <DashboardSection
          id="next-title"
          title={t('dashboard.upcoming')}
          aside={
            <Link to="/upcoming-lessons" className="text-sm text-brand-700 underline">
              {t('dashboard.all')}
            </Link>
          }
        >
          <LessonList status="upcoming" viewerId={user.id} />
        </DashboardSection>
        <DashboardSection id="past-title" title={t('dashboard.past')}>
          <LessonList
            status="fulfilled"
            viewerId={user.id}
            size={5}
            past
            action={(l, other) => (
              <>
                <RateTutorButton tutor={l.tutor} raterId={user.id} />
                <ReportButton
                  subject={{ lessonId: l.id, name: other.displayName, when: formatDateTime(l.start, userTimeZone()) }}
                  className="btn-ghost px-3 py-1.5 text-sm text-gray-600"
                />
              </>
            )}
          />
        </DashboardSection>
      </div>
    </DashboardPage>
  );
}
