import type { LessonCounts } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { formatDate, formatMinutes, formatMoney, formatNumber, formatRating } from '../../../lib/format';
import { useStudentStats, useTutorActivity, useTutorStats } from '../../../lib/resources/stats';
import { Panel } from './admin-page';
import '../i18n';

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div role="group" aria-label={label} className="rounded-xl bg-gray-50 p-3" data-testid="stat">
      <p className="text-sm text-gray-500">{label}</p>
      <p className="mt-1 text-xl font-700 text-brand-900">{value}</p>
      {hint && <p className="mt-1 text-xs text-gray-500">{hint}</p>}
    </div>
  );
}

function LessonStats({ lessons }: { lessons: LessonCounts }) {
  const { t } = useTranslation();
  return (
    <>
      <Stat label={t('admin.member.stats.total')} value={formatNumber(lessons.total)} />
      <Stat label={t('admin.member.stats.upcoming')} value={formatNumber(lessons.upcoming)} />
      <Stat label={t('admin.member.stats.fulfilled')} value={formatNumber(lessons.fulfilled)} />
      <Stat label={t('admin.member.stats.cancelled')} value={formatNumber(lessons.cancelled)} />
    </>
  );
}

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';

/** A student's lessons, learning time, tutors and the subscription active now with this week's use. */
export function StudentStatsPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const stats = useStudentStats(userId);
  return (
    <Panel title={t('admin.member.stats.title')} testId="member-stats">
      <QueryState query={stats} error={t('admin.member.stats.error')}>
        {(data) => (
          <>
            <div className={GRID}>
              <LessonStats lessons={data.lessons} />
              <Stat label={t('admin.member.stats.minutesLearned')} value={formatMinutes(data.minutesLearned)} />
              <Stat label={t('admin.member.stats.tutors')} value={formatNumber(data.tutors)} />
            </div>
            <div className="rounded-xl border border-gray-100 p-3" data-testid="member-subscription">
              <h3 className="font-700">{t('admin.member.subscription.title')}</h3>
              {data.subscription ? (
                <p className="mt-1 text-gray-700">
                  {t('admin.member.subscription.line', {
                    plan: data.subscription.nameAr,
                    end: formatDate(data.subscription.end),
                    used: formatMinutes(data.subscription.usedThisWeek),
                    total: formatMinutes(data.subscription.weeklyMinutes),
                  })}
                </p>
              ) : (
                <p className="mt-1 text-gray-600">{t('admin.member.subscription.none')}</p>
              )}
            </div>
          </>
        )}
      </QueryState>
    </Panel>
  );
}

/** A tutor's lessons, teaching time, students, rating and earnings. */
export function TutorStatsPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const stats = useTutorStats(userId);
  return (
    <Panel title={t('admin.member.stats.title')} testId="member-stats">
      <QueryState query={stats} error={t('admin.member.stats.error')}>
        {(data) => (
          <div className={GRID}>
            <LessonStats lessons={data.lessons} />
            <Stat label={t('admin.member.stats.minutesTaught')} value={formatMinutes(data.minutesTaught)} />
            <Stat label={t('admin.member.stats.students')} value={formatNumber(data.students)} />
            <Stat
              label={t('admin.member.stats.rating')}
              value={data.rating.avg === null ? '—' : formatRating(data.rating.avg)}
              hint={t('admin.member.stats.ratings', { count: data.rating.count })}
            />
            {data.earnings !== null && <Stat label={t('admin.member.stats.earnings')} value={formatMoney(data.earnings)} />}
          </div>
        )}
      </QueryState>
    </Panel>
  );
}

/** Lessons per Cairo day over the last 28 days, as bars (a list for screen readers). */
export function TutorActivityPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const activity = useTutorActivity(userId);
  const days = activity.data?.days ?? [];
  const max = Math.max(1, ...days.map((d) => d.lessons));
  const total = days.reduce((n, d) => n + d.lessons, 0);
  return (
    <Panel title={t('admin.tutor.activity.title')} testId="tutor-activity">
      <QueryState query={activity} error={t('admin.tutor.activity.error')}>
        {() => (
          <>
            <p className="text-sm text-gray-600">
              {t('admin.tutor.activity.summary', { count: total })} {t('admin.tutor.activity.hint')}
            </p>
            <ol className="flex h-28 items-end gap-0.5" aria-label={t('admin.tutor.activity.title')}>
              {days.map((d) => (
                <li
                  key={d.day}
                  className="flex h-full flex-1 items-end"
                  title={`${formatDate(d.day)}: ${t('admin.tutor.activity.lessons', { count: d.lessons })}`}
                >
                  <span className="sr-only">{`${formatDate(d.day)}: ${t('admin.tutor.activity.lessons', { count: d.lessons })}`}</span>
                  <span
                    aria-hidden
                    className={`w-full rounded-t ${d.lessons ? 'bg-brand-600' : 'bg-gray-200'}`}
                    style={{ height: `${Math.max(4, (d.lessons / max) * 100)}%` }}
                  />
                </li>
              ))}
            </ol>
          </>
        )}
      </QueryState>
    </Panel>
  );
}
