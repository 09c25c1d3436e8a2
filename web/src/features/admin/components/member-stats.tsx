import type { LessonCounts } from '@kalam/core/api';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DayBars, StatCard } from '../../../components/page-blocks';
import { QueryState } from '../../../components/query-state';
import { formatDate, formatMinutes, formatMoney, formatNumber, formatRating } from '../../../lib/format';
import { useStudentStats, useTutorActivity, useTutorStats } from '../../../lib/resources/stats';
import { Panel } from './admin-page';
import '../i18n';

/** A member's figures: the lesson counts every member has, then the role's own (`figures`), then anything `below`. */
function StatsPanel<T extends { lessons: LessonCounts }>({
  query,
  figures,
  below,
}: {
  query: UseQueryResult<T, unknown>;
  figures: (data: T) => ReactNode;
  below?: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Panel title={t('admin.member.stats.title')} testId="member-stats">
      <QueryState query={query} error={t('admin.member.stats.error')}>
        {(data) => (
          <>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {(['total', 'upcoming', 'fulfilled', 'cancelled'] as const).map((key) => (
                <StatCard key={key} inset label={t(`admin.member.stats.${key}`)} value={formatNumber(data.lessons[key])} />
              ))}
              {figures(data)}
            </div>
            {below?.(data)}
          </>
        )}
      </QueryState>
    </Panel>
  );
}

/** A student's lessons, learning time, tutors and the subscription active now with this week's use. */
export function StudentStatsPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  return (
    <StatsPanel
      query={useStudentStats(userId)}
      figures={(data) => (
        <>
          <StatCard inset label={t('admin.member.stats.minutesLearned')} value={formatMinutes(data.minutesLearned)} />
          <StatCard inset label={t('admin.member.stats.tutors')} value={formatNumber(data.tutors)} />
        </>
      )}
      below={(data) => (
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
      )}
    />
  );
}

/** A tutor's lessons, teaching time, students, rating and earnings. */
export function TutorStatsPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  return (
    <StatsPanel
      query={useTutorStats(userId)}
      figures={(data) => (
        <>
          <StatCard inset label={t('admin.member.stats.minutesTaught')} value={formatMinutes(data.minutesTaught)} />
          <StatCard inset label={t('admin.member.stats.students')} value={formatNumber(data.students)} />
          <StatCard
            inset
            label={t('admin.member.stats.rating')}
            value={data.rating.avg === null ? '—' : formatRating(data.rating.avg)}
            hint={t('admin.member.stats.ratings', { count: data.rating.count })}
          />
          {data.earnings !== null && <StatCard inset label={t('admin.member.stats.earnings')} value={formatMoney(data.earnings)} />}
        </>
      )}
    />
  );
}

/** Lessons per Cairo day over the last 28 days, as bars (a list for screen readers). */
export function TutorActivityPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const activity = useTutorActivity(userId);
  const days = activity.data?.days ?? [];
  const total = days.reduce((n, d) => n + d.lessons, 0);
  return (
    <Panel title={t('admin.tutor.activity.title')} testId="tutor-activity">
      <QueryState query={activity} error={t('admin.tutor.activity.error')}>
        {() => (
          <>
            <p className="text-sm text-gray-600">
              {t('admin.tutor.activity.summary', { count: total })} {t('admin.tutor.activity.hint')}
            </p>
            <DayBars
              days={days}
              label={t('admin.tutor.activity.title')}
              describe={(d) => `${formatDate(d.day)}: ${t('admin.tutor.activity.lessons', { count: d.lessons })}`}
            />
          </>
        )}
      </QueryState>
    </Panel>
  );
}
