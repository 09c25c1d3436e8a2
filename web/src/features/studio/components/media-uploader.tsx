import type { StudioTutor } from '@kalam/core';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { apiErrorMessage } from '../../../lib/error-message';
import { formatNumber, formatPercent } from '../../../lib/format';
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

type Outcome = { kind: 'done' } | { kind: 'aborted' } | { kind: 'error'; message: string } | null;

/**
 * Chooses a photo, an intro video and a thumbnail (checked here first: type and size), uploads them in one request
 * with a progress bar and a stop button, and hands the stored result back.
 */
export function MediaUploader({ tutorId, onUploaded }: { tutorId: number; onUploaded: (tutor: StudioTutor) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [files, setFiles] = useState<MediaFiles>({});
  const [problems, setProblems] = useState<Partial<Record<MediaKind | 'form', string>>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const upload = useRef<AbortController | null>(null);
  const [round, setRound] = useState(0); // remounts the file inputs to clear them after an upload
  // leaving the page stops an upload still under way
  useEffect(() => () => upload.current?.abort(), []);

  const choose = (kind: MediaKind, file: File | null) => {
    setOutcome(null);
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
    if (upload.current) return;
    if (!Object.keys(files).length) return setProblems((p) => ({ ...p, form: t('manage.studio.upload.pickOne') }));
    const controller = new AbortController();
    upload.current = controller;
    setOutcome(null);
    setProgress(0);
    try {
      const tutor = await uploadTutorMedia(tutorId, files, { onProgress: setProgress, signal: controller.signal });
      setFiles({});
      setRound((r) => r + 1);
      setOutcome({ kind: 'done' });
      toast({ type: 'success', title: t('manage.studio.upload.done') });
      onUploaded(tutor);
    } catch (err) {
      if (controller.signal.aborted) setOutcome({ kind: 'aborted' });
      else {
        // the server names the refused part: image, video or thumbnail
        const field = err instanceof ApiError ? KINDS.find((k) => err.errors[k]) : undefined;
        if (field && err instanceof ApiError) setProblems((p) => ({ ...p, [field]: t(`errors.field.${err.errors[field]}`) }));
        setOutcome({ kind: 'error', message: apiErrorMessage(t, err) });
      }
    } finally {
      upload.current = null;
      setProgress(null);
    }
  }

  const uploading = progress !== null;
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
      {(uploading || outcome?.kind === 'done') && <ProgressBar percent={progress ?? 100} />}
      {uploading ? (
        <button
          type="button"
          className="btn-ghost justify-self-start text-red-700"
          onClick={() => upload.current?.abort()}
          data-testid="upload-abort"
        >
          {t('manage.studio.upload.abort')}
        </button>
      ) : (
        <button type="button" className="btn-primary justify-self-start" onClick={send} data-testid="upload-submit">
          {t('manage.studio.upload.submit')}
        </button>
      )}
      {outcome?.kind === 'aborted' && (
        <p role="status" className="text-gray-700" data-testid="upload-aborted">
          {t('manage.studio.upload.aborted')}
        </p>
      )}
      {outcome?.kind === 'error' && (
        <p role="alert" className="font-600 text-red-600">
          {outcome.message}
        </p>
      )}
      {outcome?.kind === 'done' && (
        <p role="status" className="font-600 text-green-700" data-testid="upload-done">
          {t('manage.studio.upload.done')}
        </p>
      )}
    </div>
  );
}

function ProgressBar({ percent }: { percent: number }) {
  const { t } = useTranslation();
  return (
    <div
      role="progressbar"
      aria-label={t('manage.studio.upload.uploading')}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      className="text-sm font-600 text-brand-800"
      data-testid="upload-progress"
    >
      {t('manage.studio.upload.progress', { percent: formatPercent(percent) })}
      <div className="mt-1 h-3 w-full overflow-hidden rounded-full bg-gray-200">
        <div className="h-3 rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
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
