import { Role } from '@kalam/core/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../components/pagination';
import { QueryState } from '../../components/query-state';
import { AdminPage } from '../../features/admin/components/admin-page';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { useFeedbackList } from '../../features/feedback/api/feedback';
import { formatDateTime, userTimeZone } from '../../lib/format';
import { usePageSize } from '../../lib/use-page-size';
import '../../features/feedback/i18n';

const ADMINS: number[] = [Role.SuperAdmin, Role.RegularAdmin];

/** /admin/feedback: what students and tutors shared, newest first, with who and from which page. */
export default function AdminFeedback() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const admin = Boolean(user && ADMINS.includes(user.role));
  const [page, setPage] = useState(1);
  const [size, setSize] = usePageSize(10);
  const list = useFeedbackList(page, size, admin);
  const zone = userTimeZone();
  return (
    <AdminPage admin={admin} title={t('feedback.admin.title')} subtitle={t('feedback.admin.subtitle')}>
      <QueryState query={list} error={t('feedback.admin.error')} empty={({ total }) => total === 0 && t('feedback.admin.empty')}>
        {(data) => (
          <div>
            <ol className="grid gap-3" data-testid="feedback-list">
              {data.list.map((f) => (
                <li key={f.id} className="card p-4" data-testid="feedback">
                  <p className="flex flex-wrap gap-x-3 text-sm text-gray-500">
                    <span className="font-700 text-gray-800">{t('feedback.admin.from', { name: f.author.name })}</span>
                    <span>{formatDateTime(f.createdAt, zone)}</span>
                    {f.page && (
                      <span>
                        {t('feedback.admin.page')} <bdi dir="ltr">{f.page}</bdi>
                      </span>
                    )}
                  </p>
                  <p className="mt-2 whitespace-pre-line text-gray-800" dir="auto">
                    {f.message}
                  </p>
                </li>
              ))}
            </ol>
            <Pagination page={page} size={size} total={data.total} onPage={setPage} onSize={(s) => (setSize(s), setPage(1))} />
          </div>
        )}
      </QueryState>
    </AdminPage>
  );
}
