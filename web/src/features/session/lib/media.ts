// The browser's media devices behind a small interface, so the page runs with fakes in tests.

export interface MediaEnv {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  enumerateDevices(): Promise<MediaDeviceInfo[]>;
  /** absent where the browser cannot share a screen (phones) */
  getDisplayMedia?: (options: DisplayMediaStreamOptions) => Promise<MediaStream>;
}

/** The chosen camera and microphone; null means the browser's default. */
export interface DeviceChoice {
  camera: string | null;
  mic: string | null;
}

const devices = () => (typeof navigator === 'undefined' ? undefined : navigator.mediaDevices);

/** Without `navigator.mediaDevices` (an insecure page, an old browser) nothing can be captured. */
const unsupported = () => Promise.reject(new DOMException('Media devices are not available here', 'NotSupportedError'));

export const browserMedia: MediaEnv = {
  getUserMedia: (constraints) => devices()?.getUserMedia(constraints) ?? unsupported(),
  enumerateDevices: () => devices()?.enumerateDevices() ?? Promise.resolve([]),
  getDisplayMedia:
    typeof devices()?.getDisplayMedia === 'function' ? (options) => devices()?.getDisplayMedia(options) ?? unsupported() : undefined,
};

/** 720p when the camera offers it, the front camera on phones; a chosen device exactly. */
export function constraintsFor(choice: DeviceChoice): MediaStreamConstraints {
  return {
    video: {
      ...(choice.camera ? { deviceId: { exact: choice.camera } } : { facingMode: 'user' }),
      width: { ideal: 1280 },
      height: { ideal: 720 },
    },
    audio: { ...(choice.mic ? { deviceId: { exact: choice.mic } } : {}), echoCancellation: true, noiseSuppression: true },
  };
}

export function stopStream(stream: MediaStream | null | undefined) {
  stream?.getTracks().forEach((track) => track.stop());
}
