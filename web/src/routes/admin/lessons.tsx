import { localDate, localTime } from '@kalam/core';
import { BOUNDS } from '@kalam/core/constants';
import { parseTypedNumber } from '@kalam/core/numbers';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../components/pagination';
import { QueryState } from '../../components/query-state';
import { type LessonFilters, type LessonStatusFilter, useAdminLessons } from '../../features/admin/api/list-lessons';
import { AdminPage } from '../../features/admin/components/admin-page';
import { LessonsTable } from '../../features/admin/components/lessons-table';
import { isAdmin } from '../../features/admin/lib/roles';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { formatNumber } from '../../lib/format';
import { usePageSize } from '../../lib/use-page-size';
import { MoveLesson } from './move-lesson';
import '../../features/admin/i18n';
import '../../features/lessons/i18n';

const SIZE = 10;
const STATUSES: LessonStatusFilter[] = ['upcoming', 'pending', 'happening', 'fulfilled', 'cancelled'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** An id filter typed in either script («١٢» or 12); anything but a positive whole number is no filter. */
const positive = (v: string | null) => {
  const n = v ? parseTypedNumber(v) : null;
  return n && Number.isInteger(n) && n > 0 ? n : undefined;
};
const dateParam = (v: string | null) => (v && DATE.test(v) ? v : undefined);

/** Dates in the address are Cairo days; the range runs from the first day's midnight to the end of the last. */
function filtersFrom(params: URLSearchParams, chosenSize: number): LessonFilters {
  const status = params.get('status') as LessonStatusFilter | null;
  const from = dateParam(params.get('from'));
  const to = dateParam(params.get('to'));
  return {
    page: positive(params.get('page')) ?? 1,
    size: Math.min(positive(params.get('size')) ?? chosenSize, BOUNDS.pageSize.max),
    status: status && STATUSES.includes(status) ? status : undefined,
    from: from ? localTime(from, 0) : undefined,
    to: to ? localTime(to, 24 * 60) : undefined,
    tutorId: positive(params.get('tutorId')),
    studentId: positive(params.get('studentId')),
    sort: params.get('sort') === 'desc' ? 'desc' : undefined,
  };
}

/** /admin/lessons: every lesson by status, Cairo dates and member; admins move those not started and cancel those not ended. */
export default function AdminLessons() {
  const { t } = useTranslation();
  const id = useId();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [pageSize, setPageSize] = usePageSize(SIZE);
  const filters = filtersFrom(params, pageSize);
  const admin = isAdmin(user?.role);
  const lessons = useAdminLessons(filters, admin);
  const [members, setMembers] = useState({ tutorId: params.get('tutorId') ?? '', studentId: params.get('studentId') ?? '' });

  const change = (next: Record<string, string | undefined>, page?: number) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      for (const [k, v] of Object.entries(next))
        if (v) out.set(k, v);
        else out.delete(k);
      if (page && page > 1) out.set('page', String(page));
      else out.delete('page');
      return out;
    });
  const applyMembers = (e: FormEvent) => {
    e.preventDefault();
    const clean = (v: string) => String(positive(v) ?? '') || undefined;
    change({ tutorId: clean(members.tutorId), studentId: clean(members.studentId) });
  };
  const input = 'input py-2';
  const labelClass = 'flex flex-col gap-1 text-sm font-600 text-gray-700';
  const today = localDate(Date.now());

  return (
    <AdminPage
      admin={admin}
      title={t('admin.lessons.title')}
      subtitle={
        <>
          {t('admin.lessons.subtitle')}
          {lessons.data && (
            <span className="ms-2 font-600" data-testid="lessons-total">
              {t('admin.lessons.total', { count: lessons.data.total, total: formatNumber(lessons.data.total) })}
            </span>
          )}
        </>
      }
    >
      <div className="card grid gap-4 p-4">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <label className={labelClass} htmlFor={`${id}-status`}>
            {t('admin.lessons.filters.status')}
            <select id={`${id}-status`} className={input} value={filters.status ?? ''} onChange={(e) => change({ status: e.target.value })}>
              <option value="">{t('admin.common.all')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`admin.lessons.statuses.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass} htmlFor={`${id}-sort`}>
            {t('admin.lessons.filters.sort')}
            <select
              id={`${id}-sort`}
              className={input}
              value={filters.sort ?? 'asc'}
              onChange={(e) => change({ sort: e.target.value === 'desc' ? 'desc' : undefined })}
            >
              <option value="asc">{t('admin.lessons.sort.asc')}</option>
              <option value="desc">{t('admin.lessons.sort.desc')}</option>
            </select>
          </label>
          <label className={labelClass} htmlFor={`${id}-from`}>
            {t('admin.lessons.filters.from')}
            <input
              id={`${id}-from`}
              type="date"
              className={input}
              value={params.get('from') ?? ''}
              max={params.get('to') ?? undefined}
              onChange={(e) => change({ from: dateParam(e.target.value) })}
            />
          </label>
          <label className={labelClass} htmlFor={`${id}-to`}>
            {t('admin.lessons.filters.to')}
            <input
              id={`${id}-to`}
              type="date"
              className={input}
              value={params.get('to') ?? ''}
              min={params.get('from') ?? undefined}
              onChange={(e) => change({ to: dateParam(e.target.value) })}
            />
          </label>
        </div>
        <form onSubmit={applyMembers} className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end">
          <label className={labelClass} htmlFor={`${id}-tutor`}>
            {t('admin.lessons.filters.tutorId')}
            <input
              id={`${id}-tutor`}
              className={input}
              inputMode="numeric"
              dir="ltr"
              value={members.tutorId}
              onChange={(e) => setMembers((m) => ({ ...m, tutorId: e.target.value }))}
            />
          </label>
          <label className={labelClass} htmlFor={`${id}-student`}>
            {t('admin.lessons.filters.studentId')}
            <input
              id={`${id}-student`}
              className={input}
              inputMode="numeric"
              dir="ltr"
              value={members.studentId}
              onChange={(e) => setMembers((m) => ({ ...m, studentId: e.target.value }))}
            />
          </label>
          <button type="submit" className="btn-primary">
            {t('admin.lessons.filters.apply')}
          </button>
          <button
            type="button"
            className="btn-ghost"
            onClick={() => (setMembers({ tutorId: '', studentId: '' }), setParams(new URLSearchParams()))}
          >
            {t('admin.lessons.filters.clear')}
          </button>
        </form>
        <p className="text-sm text-gray-500">
          {t('admin.lessons.cairo')}{' '}
          <button type="button" className="font-600 text-brand-700 underline" onClick={() => change({ from: today, to: today })}>
            {t('admin.lessons.today')}
          </button>
        </p>
      </div>
      <QueryState query={lessons} error={t('admin.lessons.error')} empty={({ total }) => total === 0 && t('admin.lessons.empty')}>
        {({ list, total }) => (
          <div>
            <div className="md:card md:overflow-x-auto">
              <LessonsTable lessons={list} actions={(lesson) => <MoveLesson lesson={lesson} />} />
            </div>
            <Pagination
              page={filters.page}
              size={filters.size}
              total={total}
              onPage={(page) => change({}, page)}
              onSize={(size) => (setPageSize(size), change({ size: undefined }))}
            />
          </div>
        )}
      </QueryState>
    </AdminPage>
  );
}
