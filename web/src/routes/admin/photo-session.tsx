import type { StudioTutor } from '@kalam/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/query-state';
import { Spinner } from '../../components/spinner';
import { AdminPage, Panel } from '../../features/admin/components/admin-page';
import { isStudioOrAdmin } from '../../features/admin/lib/roles';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { studioKeys, useStudioTutor } from '../../features/studio/api/studio-tutors';
import { MediaPreview } from '../../features/studio/components/media-preview';
import { MediaUploader } from '../../features/studio/components/media-uploader';
import { StatusChips } from '../../features/studio/components/status-chips';
import { ApiError } from '../../lib/api';
import { tutorKeys } from '../../lib/resources/tutor';
import '../../features/studio/i18n';

/** One tutor's photo session: the media students see now, and new photo, video and thumbnail uploads. */
export default function PhotoSession() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const allowed = isStudioOrAdmin(user?.role);
  const tutorId = Number(useParams().tutorId);
  const valid = Number.isInteger(tutorId) && tutorId > 0;
  const tutor = useStudioTutor(valid && allowed ? tutorId : 0);
  const client = useQueryClient();
  const uploaded = (next: StudioTutor) => {
    client.setQueryData(studioKeys.one(next.id), next);
    // the lists and the public profile show the new media too
    void client.invalidateQueries({ queryKey: studioKeys.lists });
    void client.invalidateQueries({ queryKey: tutorKeys.infos });
    void client.invalidateQueries({ queryKey: tutorKeys.lists });
  };
  const notFound = !valid || (tutor.error instanceof ApiError && tutor.error.code === 'tutor-not-found');
  const back = (
    <Link to="/admin/photo-sessions" className="btn-ghost">
      {t('manage.studio.session.back')}
    </Link>
  );

  if (notFound || !tutor.data) {
    return (
      <AdminPage admin={allowed} title={t('manage.studio.title')} actions={back}>
        {notFound ? (
          <p className="card p-6 text-center text-gray-600" data-testid="studio-not-found">
            {t('manage.studio.session.notFound')}
          </p>
        ) : tutor.isError ? (
          <LoadError message={t('manage.common.loadError')} onRetry={() => tutor.refetch()} />
        ) : (
          <Spinner />
        )}
      </AdminPage>
    );
  }
  const data = tutor.data;
  return (
    <AdminPage
      admin={allowed}
      title={t('manage.studio.session.title', { name: data.name })}
      subtitle={data.bio || undefined}
      actions={
        <div className="flex flex-wrap gap-2">
          {back}
          <Link to={`/t/${data.id}`} className="btn-ghost" data-testid="public-profile-link">
            {t('manage.studio.session.publicProfile')}
          </Link>
        </div>
      }
    >
      <StatusChips tutor={data} />
      <Panel title={t('manage.studio.session.current')} testId="current-media-panel">
        <MediaPreview tutor={data} />
      </Panel>
      <Panel title={t('manage.studio.upload.title')} testId="upload-panel">
        <MediaUploader tutorId={data.id} onUploaded={uploaded} />
      </Panel>
    </AdminPage>
  );
}
