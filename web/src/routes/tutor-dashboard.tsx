import { Role } from '@kalam/core/enums';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Named } from '../components/named';
import { PageHeader } from '../components/page-header';
import { ChatCard } from '../features/chat/components/chat-card';
import { CalendarButton } from '../features/dashboard/components/calendar-button';
import { StatCard } from '../features/dashboard/components/stat-card';
import { LessonList } from '../features/lessons/components/lesson-list';
import { formatDay, formatMinutes, formatMoney, formatNumber, formatRating } from '../lib/format';
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
  const days = activity.data?.days ?? [];
  const peak = Math.max(1, ...days.map((d) => d.lessons));
  return (
    <>
      <PageHeader title={<Named i18nKey="dashboard.hello" name={user.name} />} subtitle={t('dashboard.tutorSubtitle')} />
      <div className="container grid gap-6 pb-16">
        <section aria-label={t('dashboard.overview')} className="grid grid-cols-2 gap-3 md:grid-cols-5">
          <StatCard label={t('dashboard.upcoming')} value={s ? formatNumber(s.lessons.upcoming) : '…'} />
          <StatCard label={t('dashboard.fulfilled')} value={s ? formatNumber(s.lessons.fulfilled) : '…'} />
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
        </section>
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
          <section className="card p-5" aria-labelledby="next-title">
            <h2 id="next-title" className="font-700 text-brand-900">
              {t('dashboard.upcoming')}
            </h2>
            <LessonList status="upcoming" viewerId={user.id} size={5} />
          </section>
          <section className="card p-5" aria-labelledby="past-title">
            <h2 id="past-title" className="font-700 text-brand-900">
              {t('dashboard.past')}
            </h2>
            <LessonList status="fulfilled" viewerId={user.id} size={5} past />
          </section>
        </div>
        <section className="card p-5" aria-labelledby="activity-title">
          <h2 id="activity-title" className="font-700 text-brand-900">
            {t('dashboard.activity')}
          </h2>
          <ol className="mt-4 flex h-32 items-end gap-1" aria-label={t('dashboard.activity')}>
            {days.map((d) => {
              const { weekday, day } = formatDay(d.day);
              return (
                <li key={d.day} className="flex h-full flex-1 flex-col justify-end" title={`${weekday} ${day}: ${formatNumber(d.lessons)}`}>
                  <span className="sr-only">{`${weekday} ${day}: ${t('tutors.card.lessonsTaught', { count: d.lessons })}`}</span>
                  <span
                    className={`block rounded-t ${d.lessons ? 'bg-brand-600' : 'bg-gray-100'}`}
                    style={{ height: `${Math.max(4, (d.lessons / peak) * 100)}%` }}
                    aria-hidden
                  />
                </li>
              );
            })}
          </ol>
          <p className="mt-2 text-xs text-gray-500">{t('dashboard.activityHint')}</p>
        </section>
        <div className="grid gap-6 lg:grid-cols-2">
          <ChatCard viewerId={user.id} />
          <CalendarButton />
        </div>
      </div>
    </>
  );
}
