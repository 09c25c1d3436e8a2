import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../components/pagination';
import { QueryState } from '../../components/query-state';
import { AdminPage } from '../../features/admin/components/admin-page';
import { isStudioOrAdmin } from '../../features/admin/lib/roles';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { useStudioTutors } from '../../features/studio/api/studio-tutors';
import { MediaPreview } from '../../features/studio/components/media-preview';
import { StudioFilters } from '../../features/studio/components/studio-filters';
import { useDebounced } from '../../lib/use-debounced';
import { usePaging } from '../../lib/use-paging';
import '../../features/studio/i18n';

/** A gallery of tutors' media as students see it: tutors with a photo (optionally only those with a video too). */
export default function MediaGallery() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const allowed = isStudioOrAdmin(user?.role);
  const [search, setSearch] = useState('');
  const [withVideo, setWithVideo] = useState(false);
  const settled = useDebounced(search.trim());
  const { page, size, pager } = usePaging(6, [search, withVideo]);
  const tutors = useStudioTutors({
    page,
    size,
    search: settled || undefined,
    missingImage: false,
    missingVideo: withVideo ? false : undefined,
  });
  return (
    <AdminPage admin={allowed} title={t('manage.studio.media.title')} subtitle={t('manage.studio.media.subtitle')}>
      <StudioFilters
        search={search}
        onSearch={setSearch}
        toggles={[{ label: t('manage.studio.media.withVideo'), checked: withVideo, onChange: setWithVideo }]}
      />
      <QueryState query={tutors} error={t('manage.common.loadError')} empty={({ total }) => total === 0 && t('manage.studio.media.empty')}>
        {({ list, total }) => (
          <div>
            <ul className="grid gap-6" aria-label={t('manage.studio.media.title')}>
              {list.map((tutor) => (
                <li key={tutor.id} className="card grid gap-3 p-4" data-testid="media-item">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-700 text-gray-900" dir="auto">
                      {tutor.name}
                    </p>
                    <Link
                      to={`/admin/photo-session/${tutor.id}`}
                      className="btn-ghost px-3 py-1.5 text-sm"
                      aria-label={t('manage.studio.openLabel', { name: tutor.name })}
                    >
                      {t('manage.studio.open')}
                    </Link>
                  </div>
                  <MediaPreview tutor={tutor} />
                </li>
              ))}
            </ul>
            <Pagination {...pager(total)} />
          </div>
        )}
      </QueryState>
    </AdminPage>
  );
}
