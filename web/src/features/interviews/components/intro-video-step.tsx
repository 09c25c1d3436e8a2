import { UPLOAD_LIMITS } from '@kalam/core/constants';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { UploadEnd, UploadProgress } from '../../../components/upload-status';
import { formatNumber, formatPercent } from '../../../lib/format';
import { useUpload } from '../../../lib/use-upload';
import { tutorMetaQuery, useTutorMeta } from '../api/tutor-meta';
import { uploadIntroVideo, uploadUrl } from '../api/upload-intro-video';
import { VIDEO_TYPES, videoProblem } from '../lib/video';
import '../i18n';

const MB = 1024 * 1024;

/**
 * The applicant's intro video: the one already uploaded plays here (after a reload too); a new one, MP4 or WebM up to
 * 400 MB, is checked here first and uploaded with progress and a stop button.
 */
export function IntroVideoStep({ tutorId }: { tutorId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const current = useTutorMeta(tutorId).data?.video ?? null;
  const id = useId();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const upload = useUpload();
  const [uploaded, setUploaded] = useState<string | null>(null);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    upload.clear();
    setProblem(undefined);
    if (!chosen) return setFile(null);
    const wrong = videoProblem(chosen);
    if (wrong) {
      e.target.value = '';
      setFile(null);
      return setProblem(
        t(`onboarding.video.${wrong === 'type' ? 'wrongType' : 'tooLarge'}`, { mb: formatNumber(UPLOAD_LIMITS.videoBytes / MB) }),
      );
    }
    setFile(chosen);
  };

  const send = () =>
    file &&
    upload.start((control) => uploadIntroVideo(tutorId, file, control), {
      done: (result) => {
        setUploaded(result?.video ?? null);
        setFile(null);
        void client.invalidateQueries({ queryKey: tutorMetaQuery(tutorId).queryKey });
        toast({ type: 'success', title: t('onboarding.video.saved') });
      },
    });

  const { uploading, progress, outcome } = upload;
  const shown = (outcome?.kind === 'done' && uploaded) || current;
  return (
    <section className="grid gap-4" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="text-xl font-700 text-brand-900">
          {t('onboarding.video.title')}
        </h2>
        <p className="mt-1 text-gray-600">{t('onboarding.video.body')}</p>
      </div>
      <div className="flex flex-col gap-1.5">
        <span id={`${id}-label`} className="font-600 text-gray-800">
          {t('onboarding.video.file')}
        </span>
        {/* the browser's own file button speaks the browser's language: an Arabic button opens the picker instead */}
        <input
          id={`${id}-input`}
          type="file"
          accept={VIDEO_TYPES.join(',')}
          onChange={choose}
          disabled={uploading}
          className="peer sr-only"
          aria-labelledby={`${id}-label`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-${problem ? 'error' : 'hint'}`}
          data-testid="video-input"
        />
        <div className="flex min-w-0 flex-wrap items-center gap-3 rounded-xl peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-solid">
          <label
            htmlFor={`${id}-input`}
            className={`btn-ghost cursor-pointer px-4 py-2 ${uploading ? 'pointer-events-none opacity-50' : ''}`}
          >
            {t(current ? 'onboarding.video.replace' : 'onboarding.video.choose')}
          </label>
          <span className="min-w-0 truncate text-sm text-gray-700" dir="auto" data-testid="video-name">
            {file
              ? t('onboarding.video.chosen', { name: file.name, mb: formatNumber(Math.max(0.1, Math.round((file.size / MB) * 10) / 10)) })
              : t(current ? 'onboarding.video.uploaded' : 'onboarding.video.none')}
          </span>
        </div>
        {problem ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-600 text-red-600">
            {problem}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-sm text-gray-500">
            {t('onboarding.video.hint', { mb: formatNumber(UPLOAD_LIMITS.videoBytes / MB) })}
          </p>
        )}
      </div>

      {uploading ? (
        <div className="grid gap-3">
          <UploadProgress
            percent={progress ?? 0}
            label={t('onboarding.video.uploading')}
            text={t('onboarding.video.progress', { percent: formatPercent(progress ?? 0) })}
          />
          <button type="button" className="btn-ghost justify-self-start text-red-700" onClick={upload.abort}>
            {t('onboarding.video.abort')}
          </button>
        </div>
      ) : (
        <button type="button" className="btn-primary justify-self-start" disabled={!file} onClick={send}>
          {t('onboarding.video.upload')}
        </button>
      )}

      <UploadEnd outcome={outcome} aborted={t('onboarding.video.aborted')} done={t('onboarding.video.saved')} />
      {shown && (
        <video
          controls
          preload="metadata"
          playsInline
          src={uploadUrl(shown)}
          className="aspect-video w-full max-w-xl rounded-2xl bg-black"
          aria-label={t('onboarding.video.preview')}
          data-testid="intro-video"
        />
      )}
    </section>
  );
}
