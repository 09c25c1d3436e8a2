import type { StudioTutor } from '@kalam/core';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { UploadEnd, UploadProgress } from '../../../components/upload-status';
import { ApiError } from '../../../lib/api';
import { formatNumber, formatPercent } from '../../../lib/format';
import { useUpload } from '../../../lib/use-upload';
import { type MediaFiles, uploadTutorMedia } from '../api/upload-tutor-media';
import { IMAGE_TYPES, limitMb, MB, type MediaKind, mediaProblem, VIDEO_TYPES } from '../lib/media';
import '../i18n';
import '../../../lib/error-messages';

const KINDS: MediaKind[] = ['image', 'video', 'thumbnail'];
const LABEL: Record<MediaKind, string> = {
  image: 'manage.studio.photo',
  video: 'manage.studio.video',
  thumbnail: 'manage.studio.thumbnail',
};
const HINT: Record<MediaKind, string> = {
  image: 'manage.studio.upload.photoHint',
  video: 'manage.studio.upload.videoHint',
  thumbnail: 'manage.studio.upload.thumbnailHint',
};
const TEST_ID: Record<MediaKind, string> = { image: 'photo-input', video: 'video-input', thumbnail: 'thumbnail-input' };

/**
 * Chooses a photo, an intro video and a thumbnail (checked here first: type and size), uploads them in one request
 * with a progress bar and a stop button, and hands the stored result back.
 */
export function MediaUploader({ tutorId, onUploaded }: { tutorId: number; onUploaded: (tutor: StudioTutor) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [files, setFiles] = useState<MediaFiles>({});
  const [problems, setProblems] = useState<Partial<Record<MediaKind | 'form', string>>>({});
  const upload = useUpload();
  const [round, setRound] = useState(0); // remounts the file inputs to clear them after an upload

  const choose = (kind: MediaKind, file: File | null) => {
    upload.clear();
    setProblems(({ [kind]: _, form: __, ...rest }) => rest);
    if (file) {
      const wrong = mediaProblem(kind, file);
      if (wrong) {
        const key =
          kind === 'video' ? (wrong === 'type' ? 'wrongVideo' : 'videoTooLarge') : wrong === 'type' ? 'wrongImage' : 'imageTooLarge';
        setProblems((p) => ({ ...p, [kind]: t(`manage.studio.upload.${key}`, { mb: formatNumber(limitMb(kind)) }) }));
        file = null;
      }
    }
    setFiles(({ [kind]: _, ...rest }) => (file ? { ...rest, [kind]: file } : rest));
    return file !== null;
  };

  async function send() {
    if (upload.uploading) return;
    if (!Object.keys(files).length) return setProblems((p) => ({ ...p, form: t('manage.studio.upload.pickOne') }));
    await upload.start((control) => uploadTutorMedia(tutorId, files, control), {
      done: (tutor) => {
        setFiles({});
        setRound((r) => r + 1);
        toast({ type: 'success', title: t('manage.studio.upload.done') });
        onUploaded(tutor);
      },
      refused: (err) => {
        // the server names the refused part: image, video or thumbnail
        const field = err instanceof ApiError ? KINDS.find((k) => err.errors[k]) : undefined;
        if (field && err instanceof ApiError) setProblems((p) => ({ ...p, [field]: t(`errors.field.${err.errors[field]}`) }));
      },
    });
  }

  const { uploading, progress, outcome } = upload;
  return (
    <div className="grid gap-5" data-testid="media-uploader">
      <div className="grid gap-4 md:grid-cols-3">
        {KINDS.map((kind) => (
          <FilePicker
            key={`${kind}-${round}`}
            kind={kind}
            file={files[kind]}
            problem={problems[kind]}
            disabled={uploading}
            onChoose={(f) => choose(kind, f)}
          />
        ))}
      </div>
      {problems.form && (
        <p role="alert" className="text-sm font-600 text-red-600">
          {problems.form}
        </p>
      )}
      {/* after a finished upload the bar stays full beside the saved message, until the next upload or choice */}
      {(uploading || outcome?.kind === 'done') && (
        <UploadProgress
          percent={progress ?? 100}
          label={t('manage.studio.upload.uploading')}
          text={t('manage.studio.upload.progress', { percent: formatPercent(progress ?? 100) })}
        />
      )}
      {uploading ? (
        <button type="button" className="btn-ghost justify-self-start text-red-700" onClick={upload.abort} data-testid="upload-abort">
          {t('manage.studio.upload.abort')}
        </button>
      ) : (
        <button type="button" className="btn-primary justify-self-start" onClick={send} data-testid="upload-submit">
          {t('manage.studio.upload.submit')}
        </button>
      )}
      <UploadEnd outcome={outcome} aborted={t('manage.studio.upload.aborted')} done={t('manage.studio.upload.done')} />
    </div>
  );
}

function FilePicker({
  kind,
  file,
  problem,
  disabled,
  onChoose,
}: {
  kind: MediaKind;
  file?: File;
  problem?: string;
  disabled: boolean;
  onChoose: (file: File | null) => boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    if (!onChoose(e.target.files?.[0] ?? null)) e.target.value = '';
  };
  const clear = () => {
    if (input.current) input.current.value = '';
    onChoose(null);
  };
  return (
    <div className="flex min-w-0 flex-col gap-1.5 rounded-xl border border-gray-200 p-3">
      <span id={`${id}-label`} className="font-600 text-gray-800">
        {t(LABEL[kind])}
      </span>
      {/* the browser's own file button speaks the browser's language: an Arabic label opens the picker instead */}
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        accept={(kind === 'video' ? VIDEO_TYPES : IMAGE_TYPES).join(',')}
        onChange={change}
        disabled={disabled}
        className="peer sr-only"
        aria-labelledby={`${id}-label`}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-${problem ? 'error' : 'hint'}`}
        data-testid={TEST_ID[kind]}
      />
      <div className="flex min-w-0 flex-wrap items-center gap-2 rounded-xl peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-solid">
        <label
          htmlFor={`${id}-input`}
          className={`btn-ghost cursor-pointer px-3 py-1.5 text-sm ${disabled ? 'pointer-events-none opacity-50' : ''}`}
        >
          {t('manage.studio.upload.choose')}
        </label>
        {file && !disabled && (
          <button type="button" className="text-sm text-red-700 underline" onClick={clear}>
            {t('manage.studio.upload.remove')}
          </button>
        )}
      </div>
      <span className="min-w-0 truncate text-sm text-gray-700" dir="auto">
        {file
          ? t('manage.studio.upload.chosen', { name: file.name, mb: formatNumber(Math.max(0.1, Math.round((file.size / MB) * 10) / 10)) })
          : t('manage.studio.upload.noFile')}
      </span>
      {problem ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-600 text-red-600">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-gray-500">
          {t(HINT[kind], { mb: formatNumber(limitMb(kind)) })}
        </p>
      )}
    </div>
  );
}
