import { Role } from '@kalam/core/enums';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../components/pagination';
import { QueryState } from '../../components/query-state';
import { AdminPage } from '../../features/admin/components/admin-page';
import { useListFilters } from '../../features/admin/lib/list-filters';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { useFeedbackList } from '../../features/feedback/api/feedback';
import { FeedbackItem } from '../../features/feedback/components/feedback-item';
import { usePageSize } from '../../lib/use-page-size';
import '../../features/feedback/i18n';

const ADMINS: number[] = [Role.SuperAdmin, Role.RegularAdmin];

/** /admin/feedback: what students and tutors shared, newest first; answered and marked handled here, filtered by it. */
export default function AdminFeedback() {
  const { t } = useTranslation();
  const id = useId();
  const user = useCurrentUser();
  const admin = Boolean(user && ADMINS.includes(user.role));
  const { params, change } = useListFilters();
  const state = params.get('handled');
  const handled = state === 'true' ? true : state === 'false' ? false : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [size, setSize] = usePageSize(10);
  const list = useFeedbackList(page, size, handled, admin);
  return (
    <AdminPage admin={admin} title={t('feedback.admin.title')} subtitle={t('feedback.admin.subtitle')}>
      <label className="flex w-full flex-col gap-1 text-sm font-600 text-gray-700 sm:w-64" htmlFor={`${id}-handled`}>
        {t('feedback.admin.show')}
        <select id={`${id}-handled`} className="input py-2" value={state ?? ''} onChange={(e) => change({ handled: e.target.value })}>
          <option value="">{t('feedback.admin.all')}</option>
          <option value="false">{t('feedback.admin.waiting')}</option>
          <option value="true">{t('feedback.admin.handled')}</option>
        </select>
      </label>
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
            <Pagination page={page} size={size} total={data.total} onPage={(p) => change({}, p)} onSize={(s) => (setSize(s), change({}))} />
          </div>
        )}
      </QueryState>
    </AdminPage>
  );
}
