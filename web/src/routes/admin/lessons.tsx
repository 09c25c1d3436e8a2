import { localDate } from '@kalam/core';
import { BOUNDS } from '@kalam/core/constants';
import { Role } from '@kalam/core/enums';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../components/pagination';
import { QueryState } from '../../components/query-state';
import { type LessonFilters, type LessonStatusFilter, useAdminLessons } from '../../features/admin/api/list-lessons';
import { AdminPage } from '../../features/admin/components/admin-page';
import { DayRange } from '../../features/admin/components/day-range';
import { LessonsTable } from '../../features/admin/components/lessons-table';
import { PersonPicker } from '../../features/admin/components/person-picker';
import { dayRange, useListFilters } from '../../features/admin/lib/list-filters';
import { isAdmin } from '../../features/admin/lib/roles';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { formatNumber } from '../../lib/format';
import { typedNumber } from '../../lib/use-form-errors';
import { usePageSize } from '../../lib/use-page-size';
import { MoveLesson } from './move-lesson';
import '../../features/admin/i18n';
import '../../features/lessons/i18n';

const SIZE = 10;
const STATUSES: LessonStatusFilter[] = ['upcoming', 'pending', 'happening', 'fulfilled', 'cancelled'];
/** An id filter typed in either script («١٢» or 12); anything but a positive whole number is no filter. */
const positive = (v: string | null) => {
  const n = typedNumber(v ?? '');
  return n && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Dates in the address are Cairo days; the range runs from the first day's midnight to the end of the last. */
function filtersFrom(params: URLSearchParams, chosenSize: number): LessonFilters {
  const status = params.get('status') as LessonStatusFilter | null;
  return {
    page: positive(params.get('page')) ?? 1,
    size: Math.min(positive(params.get('size')) ?? chosenSize, BOUNDS.pageSize.max),
    status: status && STATUSES.includes(status) ? status : undefined,
    ...dayRange(params),
    tutorId: positive(params.get('tutorId')),
    studentId: positive(params.get('studentId')),
    sort: params.get('sort') === 'desc' ? 'desc' : undefined,
  };
}

/** /admin/lessons: every lesson by status, Cairo dates and member (picked by name or email); admins move those not started and cancel those not ended. */
export default function AdminLessons() {
  const { t } = useTranslation();
  const id = useId();
  const user = useCurrentUser();
  const { params, change, clear } = useListFilters();
  const [pageSize, setPageSize] = usePageSize(SIZE);
  const filters = filtersFrom(params, pageSize);
  const admin = isAdmin(user?.role);
  const lessons = useAdminLessons(filters, admin);

  const input = 'input py-2';
  const labelClass = 'flex flex-col gap-1 text-sm font-600 text-gray-700';
  const today = localDate(Date.now());

  return (
    <AdminPage
      admin={admin}
      title={t('admin.lessons.title')}
      subtitle={t('admin.lessons.subtitle')}
      total={
        lessons.data && {
          text: t('admin.lessons.total', { count: lessons.data.total, total: formatNumber(lessons.data.total) }),
          testId: 'lessons-total',
        }
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
          <DayRange params={params} onChange={change} labels={{ from: 'admin.lessons.filters.from', to: 'admin.lessons.filters.to' }} />
        </div>
        <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <PersonPicker
            label={t('admin.lessons.filters.tutor')}
            role={Role.Tutor}
            value={filters.tutorId}
            onChange={(tutorId) => change({ tutorId: tutorId ? String(tutorId) : undefined })}
          />
          <PersonPicker
            label={t('admin.lessons.filters.student')}
            role={Role.Student}
            value={filters.studentId}
            onChange={(studentId) => change({ studentId: studentId ? String(studentId) : undefined })}
          />
          <button type="button" className="btn-ghost" onClick={clear}>
            {t('admin.lessons.filters.clear')}
          </button>
        </div>
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
            <div className="relative md:card md:overflow-x-auto">
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
