import { useTranslation } from 'react-i18next';
import { Pagination } from '../../components/pagination';
import { QueryState } from '../../components/query-state';
import { AdminPage } from '../../features/admin/components/admin-page';
import { FilterSelect } from '../../features/admin/components/list-parts';
import { useListFilters } from '../../features/admin/lib/list-filters';
import { isAdmin } from '../../features/admin/lib/roles';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { useFeedbackList } from '../../features/feedback/api/feedback';
import { FeedbackItem } from '../../features/feedback/components/feedback-item';
import '../../features/feedback/i18n';

/** /admin/feedback: what students and tutors shared, newest first; answered and marked handled here, filtered by it. */
export default function AdminFeedback() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const admin = isAdmin(user?.role);
  const { params, change, page, size, pager } = useListFilters(10);
  const state = params.get('handled');
  const handled = state === 'true' ? true : state === 'false' ? false : undefined;
  const list = useFeedbackList(page, size, handled, admin);
  return (
    <AdminPage admin={admin} title={t('feedback.admin.title')} subtitle={t('feedback.admin.subtitle')}>
      <FilterSelect
        label={t('feedback.admin.show')}
        className="w-full sm:w-64"
        value={state ?? ''}
        onChange={(e) => change({ handled: e.target.value })}
      >
        <option value="">{t('feedback.admin.all')}</option>
        <option value="false">{t('feedback.admin.waiting')}</option>
        <option value="true">{t('feedback.admin.handled')}</option>
      </FilterSelect>
      <QueryState
        query={list}
        error={t('feedback.admin.error')}
        empty={({ total }) => total === 0 && t(handled === undefined ? 'feedback.admin.empty' : 'feedback.admin.emptyFiltered')}
      >
        {(data) => (
          <div>
            <ol className="grid gap-3" data-testid="feedback-list">
              {data.list.map((f) => (
                <FeedbackItem key={f.id} item={f} />
              ))}
            </ol>
            <Pagination {...pager(data.total)} />
          </div>
        )}
      </QueryState>
    </AdminPage>
  );
}
