import { API_BASE } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import '../i18n';

const UPLOADS = `${API_BASE}/assets/uploads/`;
/** Upload fields hold a stored name or, like profile images, the full path. */
const uploadUrl = (value: string) => (/^(\/|https?:)/.test(value) ? value : `${UPLOADS}${encodeURIComponent(value)}`);

export function IntroVideo({ video, thumbnail, name }: { video: string | null; thumbnail: string | null; name: string }) {
  const { t } = useTranslation();
  if (!video) {
    return (
      <div className="rounded-2xl border border-dashed border-gray-300 px-6 py-10 text-center">
        <p className="text-3xl text-gray-300" aria-hidden>
          ▶
        </p>
        <p className="mt-2 text-gray-600">{t('tutorProfile.noVideo')}</p>
      </div>
    );
  }
  return (
    <video
      controls
      preload="metadata"
      playsInline
      className="aspect-video w-full rounded-2xl bg-black"
      poster={thumbnail ? uploadUrl(thumbnail) : undefined}
      src={uploadUrl(video)}
      aria-label={t('tutorProfile.videoLabel', { name })}
      data-testid="intro-video"
    />
  );
}
