import type { LessonCounts } from '@kalam/core/api';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Named } from '../../../components/named';
import { StatCard } from '../../../components/page-blocks';
import { PageHeader } from '../../../components/page-header';
import { formatNumber } from '../../../lib/format';
import { CalendarButton } from './calendar-button';
import '../i18n';

interface DashboardPageProps {
  name: string;
  subtitle: string;
  /** the member's lesson counts, the first figures (undefined while loading) */
  lessons: LessonCounts | undefined;
  /** the figures after the lesson counts (StatCards); `wide` fits five on a wide screen */
  stats: ReactNode;
  wide?: boolean;
  /** the recent messages card, shown beside the calendar link */
  chat: ReactNode;
  children: ReactNode;
}

/** A member's home: the greeting, the figures, the member's own sections, then messages and the calendar link. */
export function DashboardPage({ name, subtitle, lessons, stats, wide = false, chat, children }: DashboardPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={<Named i18nKey="dashboard.hello" name={name} />} subtitle={subtitle} />
      <div className="container grid gap-6 pb-16">
        <section aria-label={t('dashboard.overview')} className={`grid grid-cols-2 gap-3 ${wide ? 'md:grid-cols-5' : 'md:grid-cols-4'}`}>
          <StatCard label={t('dashboard.upcoming')} value={lessons ? formatNumber(lessons.upcoming) : '…'} />
          <StatCard label={t('dashboard.fulfilled')} value={lessons ? formatNumber(lessons.fulfilled) : '…'} />
          {stats}
        </section>
        {children}
        <div className="grid gap-6 lg:grid-cols-2">
          {chat}
          <CalendarButton />
        </div>
      </div>
    </>
  );
}

/** One card of the dashboard, named by its heading; `aside` sits at the heading's end (a "see all" link). */
export function DashboardSection({ id, title, aside, children }: { id: string; title: string; aside?: ReactNode; children: ReactNode }) {
  const heading = (
    <h2 id={id} className="font-700 text-brand-900">
      {title}
    </h2>
  );
  return (
    <section className="card p-5" aria-labelledby={id}>
      {aside ? (
        <div className="flex items-center justify-between">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
