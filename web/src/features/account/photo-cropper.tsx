import { UPLOAD_LIMITS } from '@kalam/core/constants';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './i18n';

/** The square frame on screen, in CSS pixels; the crop keeps the photo's own pixels up to OUT_MAX per side. */
const FRAME = 256;
const OUT_MAX = 1024;
const ZOOM_MAX = 4;

type Spot = { x: number; y: number; zoom: number };

/** Keeps the photo covering the whole frame. */
function clamp(spot: Spot, width: number, height: number): Spot {
  const scale = (FRAME / Math.min(width, height)) * spot.zoom;
  const bound = (v: number, size: number) => Math.min(0, Math.max(FRAME - size * scale, v));
  return { zoom: spot.zoom, x: bound(spot.x, width), y: bound(spot.y, height) };
}

/**
 * A square crop of a chosen photo before it uploads: drag (mouse or finger) to move, the slider, the wheel or two fingers
 * to zoom, arrow keys too. The crop is drawn on a canvas at the photo's own resolution; the server still re-encodes it.
 */
export function PhotoCropper({
  image,
  busy,
  onCancel,
  onCropped,
}: {
  image: HTMLImageElement;
  busy: boolean;
  onCancel: () => void;
  onCropped: (photo: Blob) => void;
}) {
  const { t } = useTranslation();
  const width = image.naturalWidth;
  const height = image.naturalHeight;
  const base = FRAME / Math.min(width, height);
  const [spot, setSpot] = useState<Spot>(() =>
    clamp({ zoom: 1, x: (FRAME - width * base) / 2, y: (FRAME - height * base) / 2 }, width, height),
  );
  const pointers = useRef(new Map<number, { x: number; y: number }>());

  const move = (dx: number, dy: number) => setSpot((s) => clamp({ ...s, x: s.x + dx, y: s.y + dy }, width, height));
  /** Zooms about the frame's centre, so the face in the middle stays there. */
  const zoomTo = (zoom: (current: number) => number) =>
    setSpot((s) => {
      const next = Math.min(ZOOM_MAX, Math.max(1, zoom(s.zoom)));
      const ratio = next / s.zoom;
      const c = FRAME / 2;
      return clamp({ zoom: next, x: c - (c - s.x) * ratio, y: c - (c - s.y) * ratio }, width, height);
    });

  const down = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
  };
  const drag = (e: PointerEvent<HTMLDivElement>) => {
    const all = pointers.current;
    const last = all.get(e.pointerId);
    if (!last) return;
    const spread = () => {
      const [a, b] = [...all.values()];
      return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
    };
    const before = spread();
    all.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (all.size === 2 && before > 0) zoomTo((z) => z * (spread() / before));
    else if (all.size === 1) move(e.clientX - last.x, e.clientY - last.y);
  };
  const up = (e: PointerEvent<HTMLDivElement>) => pointers.current.delete(e.pointerId);
  const key = (e: KeyboardEvent) => {
    const step = { ArrowLeft: [10, 0], ArrowRight: [-10, 0], ArrowUp: [0, 10], ArrowDown: [0, -10] }[e.key];
    if (step) e.preventDefault(), move(step[0] ?? 0, step[1] ?? 0);
  };

  function crop() {
    const scale = base * spot.zoom;
    const side = FRAME / scale;
    const out = Math.round(Math.min(side, OUT_MAX));
    const canvas = document.createElement('canvas');
    canvas.width = out;
    canvas.height = out;
    canvas.getContext('2d')?.drawImage(image, -spot.x / scale, -spot.y / scale, side, side, 0, 0, out, out);
    canvas.toBlob((blob) => blob && onCropped(blob), 'image/jpeg', 0.9);
  }

  const small = Math.round(Math.min(width, height) / spot.zoom) < UPLOAD_LIMITS.profileImageMinPx;
  return (
    <div className="grid justify-items-center gap-4 sm:justify-items-start" data-testid="photo-cropper">
      <p className="text-sm text-gray-700">{t('photo.cropHint')}</p>
      {/* the frame is laid out left to right: the photo's own coordinates, whatever the page's direction */}
      <div
        dir="ltr"
        role="img"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the crop area takes arrow keys to move the photo, as a map does
        tabIndex={0}
        aria-label={t('photo.cropArea')}
        onPointerDown={down}
        onPointerMove={drag}
        onPointerUp={up}
        onPointerCancel={up}
        onKeyDown={key}
        onWheel={(e) => zoomTo((z) => z * (e.deltaY < 0 ? 1.1 : 1 / 1.1))}
        className="relative cursor-grab touch-none select-none overflow-hidden rounded-2xl bg-gray-100 outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
        style={{ width: FRAME, height: FRAME }}
        data-testid="crop-frame"
      >
        <img
          src={image.src}
          alt=""
          draggable={false}
          className="pointer-events-none absolute max-w-none"
          style={{ left: spot.x, top: spot.y, width: width * base * spot.zoom, height: height * base * spot.zoom }}
        />
        <span aria-hidden className="pointer-events-none absolute inset-0 rounded-2xl ring-2 ring-white/80 ring-inset" />
      </div>
      <label className="grid w-full max-w-64 gap-1 text-sm font-600 text-gray-800">
        {t('photo.zoom')}
        <input
          type="range"
          min={1}
          max={ZOOM_MAX}
          step={0.01}
          value={spot.zoom}
          onChange={(e) => zoomTo(() => Number(e.target.value))}
          className="w-full accent-brand-700"
        />
      </label>
      {small && (
        <p role="alert" className="text-sm font-600 text-amber-800">
          {t('photo.zoomedTooFar')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" disabled={busy || small} onClick={crop}>
          {t('photo.upload')}
        </button>
        <button type="button" className="btn-ghost" disabled={busy} onClick={onCancel}>
          {t('photo.cancel')}
        </button>
      </div>
    </div>
  );
}
