import { Role } from '@kalam/core/enums';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Named } from '../components/named';
import { PageHeader } from '../components/page-header';
import { ChatCard } from '../features/chat/components/chat-card';
import { CalendarButton } from '../features/dashboard/components/calendar-button';
import { StatCard } from '../features/dashboard/components/stat-card';
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
    <>
      <PageHeader title={<Named i18nKey="dashboard.hello" name={user.name} />} subtitle={t('dashboard.studentSubtitle')} />
      <div className="container grid gap-6 pb-16">
        <section aria-label={t('dashboard.overview')} className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <StatCard label={t('dashboard.upcoming')} value={s ? formatNumber(s.lessons.upcoming) : '…'} />
          <StatCard label={t('dashboard.fulfilled')} value={s ? formatNumber(s.lessons.fulfilled) : '…'} />
          <StatCard label={t('dashboard.minutesLearned')} value={s ? formatMinutes(s.minutesLearned) : '…'} />
          <StatCard label={t('dashboard.tutors')} value={s ? formatNumber(s.tutors) : '…'} />
        </section>
        <section className="card p-5" aria-labelledby="plan-title">
          <h2 id="plan-title" className="font-700 text-brand-900">
            {t('dashboard.plan')}
          </h2>
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
        </section>
        <div className="grid gap-6 lg:grid-cols-2">
          <section className="card p-5" aria-labelledby="next-title">
            <div className="flex items-center justify-between">
              <h2 id="next-title" className="font-700 text-brand-900">
                {t('dashboard.upcoming')}
              </h2>
              <Link to="/upcoming-lessons" className="text-sm text-brand-700 underline">
                {t('dashboard.all')}
              </Link>
            </div>
            <LessonList status="upcoming" viewerId={user.id} />
          </section>
          <section className="card p-5" aria-labelledby="past-title">
            <h2 id="past-title" className="font-700 text-brand-900">
              {t('dashboard.past')}
            </h2>
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
          </section>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <ChatCard viewerId={user.id} />
          <CalendarButton />
        </div>
      </div>
    </>
  );
}
