import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/pagination';
import { QueryState } from '../../../components/query-state';
import { usePaging } from '../../../lib/use-paging';
import { useAdminLessons } from '../api/list-lessons';
import { Panel } from './admin-page';
import { LessonsTable } from './lessons-table';
import '../i18n';

/** One person's lessons, newest first: as the tutor who teaches them or as the student who takes them. */
export function MemberLessons({ as, userId }: { as: 'tutor' | 'student'; userId: number }) {
  const { t } = useTranslation();
  const key = as === 'tutor' ? 'tutorId' : 'studentId';
  const { page, size, pager } = usePaging(5);
  const lessons = useAdminLessons({ page, size, sort: 'desc', [key]: userId });
  return (
    <Panel
      title={t('admin.member.lessons')}
      testId="member-lessons"
      actions={
        <Link to={`/admin/lessons?${key}=${userId}`} className="text-sm font-600 text-brand-700 hover:underline">
          {t('admin.member.allLessons')}
        </Link>
      }
    >
      <QueryState
        query={lessons}
        error={t('admin.lessons.error')}
        empty={({ total }) => total === 0 && <p className="text-gray-600">{t('admin.member.noLessons')}</p>}
      >
        {({ list, total }) => (
          <div>
            <LessonsTable lessons={list} hide={as} />
            <Pagination {...pager(total)} />
          </div>
        )}
      </QueryState>
    </Panel>
  );
}
