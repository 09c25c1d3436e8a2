import { useEffect, useRef } from 'react';

/** A <video> showing a stream; our own preview is muted (no echo) and mirrored, as people expect to see themselves. */
export function VideoView({
  stream,
  muted = false,
  mirrored = false,
  label,
  className = '',
  testId,
}: {
  stream: MediaStream | null;
  muted?: boolean;
  mirrored?: boolean;
  label: string;
  className?: string;
  testId?: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = video.current;
    if (!el || el.srcObject === stream) return;
    el.srcObject = stream;
    // autoplay can be refused before any click on the page; the join click has happened by the time a call shows
    if (stream) void el.play?.()?.catch(() => {});
  }, [stream]);
  return (
    <video
      ref={video}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      data-testid={testId}
      className={`bg-gray-900 ${className}`}
      style={mirrored ? { transform: 'scaleX(-1)' } : undefined}
    />
  );
}
