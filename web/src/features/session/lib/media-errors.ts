import type { MediaDeviceError } from '@kalam/core/errors';

/** How many cameras and microphones the browser lists (labels or not), to tell which device is missing. */
export interface DeviceCounts {
  audio: number;
  video: number;
}

// Names differ between browsers and their ages (Chrome once said TrackStartError, Firefox PermissionDeniedError).
const missing = new Set(['NotFoundError', 'DevicesNotFoundError']);
const inUse = new Set(['NotReadableError', 'TrackStartError']);
const unmet = new Set(['OverconstrainedError', 'ConstraintNotSatisfiedError']);
const denied = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError']);

/**
 * The spec's media device error (§8) for what `getUserMedia` threw. A missing device is the microphone alone when the
 * browser lists a camera but no microphone; otherwise we cannot tell which, and say both.
 */
export function mediaErrorOf(error: unknown, counts?: DeviceCounts): MediaDeviceError {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  if (missing.has(name)) return counts && counts.video > 0 && counts.audio === 0 ? 'microphone-missing' : 'camera-or-microphone-missing';
  if (inUse.has(name)) return 'device-in-use';
  if (unmet.has(name)) return 'constraints-unmet';
  if (denied.has(name)) return 'permission-denied';
  return 'unexpected';
}

/** Counts listed devices by kind; an enumeration that fails counts nothing. */
export function countDevices(devices: readonly Pick<MediaDeviceInfo, 'kind'>[]): DeviceCounts {
  return {
    audio: devices.filter((d) => d.kind === 'audioinput').length,
    video: devices.filter((d) => d.kind === 'videoinput').length,
  };
}
