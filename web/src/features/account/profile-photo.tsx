import type { CurrentUser } from '@kalam/core/api';
import { UPLOAD_LIMITS } from '@kalam/core/constants';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast';
import { api } from '../../lib/api';
import { apiErrorMessage } from '../../lib/error-message';
import { formatPercent } from '../../lib/format';
import { updateSessionUser } from '../../lib/session';
import './i18n';
import { photoUrl } from '@kalam/core/constants';
import { PhotoCropper } from './photo-cropper';

/** Loads a chosen file as an image, or answers null when the browser cannot read it as one. */
const loadImage = (url: string) =>
  new Promise<HTMLImageElement | null>((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = url;
  });

/** Profile photo: JPG, PNG or GIF, at least 480×480, up to 8 MB; previewed and cropped square, then uploaded with progress. */
export function ProfilePhoto({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const [picked, setPicked] = useState<HTMLImageElement | null>(null);
  // the chosen file's address is let go once the crop is done with
  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.src);
    },
    [picked],
  );

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(undefined);
    if (file.size > UPLOAD_LIMITS.imageBytes) return setError(t('errors.api.payload-too-large'));
    const image = await loadImage(URL.createObjectURL(file));
    if (!image) return setError(t('photo.unreadable'));
    if (Math.min(image.naturalWidth, image.naturalHeight) < UPLOAD_LIMITS.profileImageMinPx) {
      URL.revokeObjectURL(image.src);
      return setError(t('errors.field.small-image'));
    }
    setPicked(image);
  }

  async function upload(photo: Blob) {
    const form = new FormData();
    // the server reads the type from the bytes; the name only has to look like a photo's
    form.set('image', photo, 'cropped-photo.jpg');
    setProgress(0);
    try {
      const updated = await api.upload('PUT', '/user/asset', form, { onProgress: setProgress });
      updateSessionUser(updated);
      setPicked(null);
      toast({ type: 'success', title: t('photo.saved') });
    } catch (err) {
      setError(apiErrorMessage(t, err));
    } finally {
      setProgress(null);
    }
  }

  return (
    <section className="card flex flex-wrap items-center gap-6 p-4 sm:p-6" aria-labelledby="photo-title">
      {user.image ? (
        <img
          src={photoUrl(user.image, 'small')}
          alt={t('photo.alt', { name: user.name })}
          className="h-24 w-24 rounded-2xl object-cover"
          width={96}
          height={96}
        />
      ) : (
        <span className="grid h-24 w-24 place-items-center rounded-2xl bg-brand-100 text-3xl font-700 text-brand-800" aria-hidden>
          {user.name.trim()[0]}
        </span>
      )}
      <div className="grid gap-2">
        <h2 id="photo-title" className="text-xl font-700">
          {t('photo.title')}
        </h2>
        <p className="text-sm text-gray-600">{t('photo.advice')}</p>
        {picked && <PhotoCropper image={picked} busy={progress !== null} onCancel={() => setPicked(null)} onCropped={upload} />}
        <label className={`btn-ghost w-fit cursor-pointer ${picked ? 'sr-only' : ''}`}>
          {t('photo.choose')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/gif"
            className="sr-only"
            onChange={choose}
            disabled={progress !== null}
            data-testid="photo-input"
          />
        </label>
        {progress !== null && (
          <div role="progressbar" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100} className="text-sm text-brand-800">
            {t('photo.uploading', { percent: formatPercent(progress) })}
            <div className="mt-1 h-2 w-48 rounded bg-gray-200">
              <div className="h-2 rounded bg-brand-600" style={{ width: `${progress}%` }} />
            </div>
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm font-600 text-red-600">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
