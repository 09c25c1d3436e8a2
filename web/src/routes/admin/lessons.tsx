import { localDate } from '@kalam/core';
import { Role } from '@kalam/core/enums';
import { useTranslation } from 'react-i18next';
import { type LessonFilters, type LessonStatusFilter, useAdminLessons } from '../../features/admin/api/list-lessons';
import { AdminPage } from '../../features/admin/components/admin-page';
import { DayRange } from '../../features/admin/components/day-range';
import { LessonsTable } from '../../features/admin/components/lessons-table';
import { FilterSelect, PagedTable } from '../../features/admin/components/list-parts';
import { PersonPicker } from '../../features/admin/components/person-picker';
import { dayRange, positiveParam, useListFilters } from '../../features/admin/lib/list-filters';
import { isAdmin } from '../../features/admin/lib/roles';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { MoveLesson } from './move-lesson';
import '../../features/admin/i18n';
import '../../features/lessons/i18n';

const SIZE = 10;
const STATUSES: LessonStatusFilter[] = ['upcoming', 'pending', 'happening', 'fulfilled', 'cancelled'];

/** Dates in the address are Cairo days; the range runs from the first day's midnight to the end of the last. */
function filtersFrom(params: URLSearchParams): Omit<LessonFilters, 'page' | 'size'> {
  const status = params.get('status') as LessonStatusFilter | null;
  return {
    status: status && STATUSES.includes(status) ? status : undefined,
    ...dayRange(params),
    tutorId: positiveParam(params.get('tutorId')),
    studentId: positiveParam(params.get('studentId')),
    sort: params.get('sort') === 'desc' ? 'desc' : undefined,
  };
}

/** /admin/lessons: every lesson by status, Cairo dates and member (picked by name or email); admins move those not started and cancel those not ended. */
export default function AdminLessons() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { params, change, clear, page, size, pager } = useListFilters(SIZE);
  const filters: LessonFilters = { page, size, ...filtersFrom(params) };
  const admin = isAdmin(user?.role);
  const lessons = useAdminLessons(filters, admin);

  const today = localDate(Date.now());

  return (
    <AdminPage
      admin={admin}
      title={t('admin.lessons.title')}
      subtitle={t('admin.lessons.subtitle')}
      total={{ key: 'admin.lessons.total', count: lessons.data?.total, testId: 'lessons-total' }}
    >
      <div className="card grid gap-4 p-4">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <FilterSelect
            label={t('admin.lessons.filters.status')}
            value={filters.status ?? ''}
            onChange={(e) => change({ status: e.target.value })}
          >
            <option value="">{t('admin.common.all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.lessons.statuses.${s}`)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label={t('admin.lessons.filters.sort')}
            value={filters.sort ?? 'asc'}
            onChange={(e) => change({ sort: e.target.value === 'desc' ? 'desc' : undefined })}
          >
            <option value="asc">{t('admin.lessons.sort.asc')}</option>
            <option value="desc">{t('admin.lessons.sort.desc')}</option>
          </FilterSelect>
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
      <PagedTable query={lessons} error={t('admin.lessons.error')} empty={t('admin.lessons.empty')} pager={pager}>
        {(list) => <LessonsTable lessons={list} actions={(lesson) => <MoveLesson lesson={lesson} />} />}
      </PagedTable>
    </AdminPage>
  );
}
