import type { MediaDeviceError } from '@kalam/core/errors';
import { useCallback, useEffect, useRef, useState } from 'react';
import { constraintsFor, type DeviceChoice, type MediaEnv, stopStream } from '../lib/media';
import { countDevices, mediaErrorOf } from '../lib/media-errors';

export interface LocalMediaState {
  status: 'idle' | 'checking' | 'ready' | 'error';
  stream: MediaStream | null;
  error: MediaDeviceError | null;
  cameras: MediaDeviceInfo[];
  mics: MediaDeviceInfo[];
}

const idle: LocalMediaState = { status: 'idle', stream: null, error: null, cameras: [], mics: [] };

/**
 * The camera and microphone of this page: opened for the device checks and kept for the call, switched when another
 * device is picked, closed on leaving. A failure becomes the spec's media device error.
 */
export function useLocalMedia(media: MediaEnv) {
  const [state, setState] = useState<LocalMediaState>(idle);
  const [choice, setChoice] = useState<DeviceChoice>({ camera: null, mic: null });
  const stream = useRef<MediaStream | null>(null);
  const attempt = useRef(0);

  const open = useCallback(
    async (want: DeviceChoice) => {
      const n = ++attempt.current;
      stopStream(stream.current);
      stream.current = null;
      setState((s) => ({ ...s, status: 'checking', stream: null, error: null }));
      const listed = async () => {
        const all = await media.enumerateDevices().catch(() => [] as MediaDeviceInfo[]);
        return { cameras: all.filter((d) => d.kind === 'videoinput'), mics: all.filter((d) => d.kind === 'audioinput'), all };
      };
      try {
        const opened = await media.getUserMedia(constraintsFor(want));
        if (n !== attempt.current) return stopStream(opened);
        stream.current = opened;
        const { cameras, mics } = await listed(); // labels show once permission is given
        if (n !== attempt.current) return;
        const used = (track: MediaStreamTrack | undefined) => track?.getSettings?.().deviceId || null;
        setChoice({ camera: used(opened.getVideoTracks()[0]) ?? want.camera, mic: used(opened.getAudioTracks()[0]) ?? want.mic });
        setState({ status: 'ready', stream: opened, error: null, cameras, mics });
      } catch (error) {
        if (n !== attempt.current) return;
        const { cameras, mics, all } = await listed();
        if (n !== attempt.current) return;
        setState({ status: 'error', stream: null, error: mediaErrorOf(error, countDevices(all)), cameras, mics });
      }
    },
    [media],
  );

  const stop = useCallback(() => {
    attempt.current++;
    stopStream(stream.current);
    stream.current = null;
    setState(idle);
  }, []);

  useEffect(() => stop, [stop]);

  return {
    ...state,
    choice,
    /** opens the chosen devices (the browser's defaults at first) */
    start: useCallback(() => void open(choice), [open, choice]),
    /** after a failure: the defaults again, since a chosen device may be what failed */
    retry: useCallback(() => void open({ camera: null, mic: null }), [open]),
    choose: useCallback(
      (kind: keyof DeviceChoice, deviceId: string) => {
        const next = { ...choice, [kind]: deviceId || null };
        setChoice(next);
        void open(next);
      },
      [choice, open],
    ),
    stop,
  };
}

export type LocalMedia = ReturnType<typeof useLocalMedia>;
