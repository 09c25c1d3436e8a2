import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../components/pagination';
import { QueryState } from '../../components/query-state';
import { AdminPage } from '../../features/admin/components/admin-page';
import { isStudioOrAdmin } from '../../features/admin/lib/roles';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { useStudioTutors } from '../../features/studio/api/studio-tutors';
import { StudioCard } from '../../features/studio/components/studio-card';
import { StudioFilters } from '../../features/studio/components/studio-filters';
import { useDebounced } from '../../lib/use-debounced';
import { usePaging } from '../../lib/use-paging';
import '../../features/studio/i18n';

/** The studio (and admins): tutors to photograph, by name, optionally only those missing a photo or a video. */
export default function PhotoSessions() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const allowed = isStudioOrAdmin(user?.role);
  const [filters, setFilters] = useState({ search: '', missingImage: false, missingVideo: false });
  const search = useDebounced(filters.search.trim());
  const { page, size, pager } = usePaging(12, filters);
  const tutors = useStudioTutors({
    page,
    size,
    search: search || undefined,
    missingImage: filters.missingImage || undefined,
    missingVideo: filters.missingVideo || undefined,
  });
  const change = (next: Partial<typeof filters>) => setFilters((f) => ({ ...f, ...next }));
  return (
    <AdminPage
      admin={allowed}
      title={t('manage.studio.title')}
      subtitle={
        <>
          {t('manage.studio.subtitle')}
          {tutors.data && (
            <span className="ms-2 font-600" data-testid="studio-total">
              {t('manage.studio.count', { count: tutors.data.total })}
            </span>
          )}
        </>
      }
    >
      <StudioFilters
        search={filters.search}
        onSearch={(search) => change({ search })}
        toggles={[
          { label: t('manage.studio.missingImage'), checked: filters.missingImage, onChange: (missingImage) => change({ missingImage }) },
          { label: t('manage.studio.missingVideo'), checked: filters.missingVideo, onChange: (missingVideo) => change({ missingVideo }) },
        ]}
      />
      <QueryState query={tutors} error={t('manage.common.loadError')} empty={({ total }) => total === 0 && t('manage.studio.empty')}>
        {({ list, total }) => (
          <div>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('manage.studio.list')}>
              {list.map((tutor) => (
                <StudioCard key={tutor.id} tutor={tutor} />
              ))}
            </ul>
            <Pagination {...pager(total)} />
          </div>
        )}
      </QueryState>
    </AdminPage>
  );
}
