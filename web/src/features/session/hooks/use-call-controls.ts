import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { SessionActionInput } from '../lib/session-socket';
import type { VideoCall } from '../lib/video';

type Post = (action: SessionActionInput) => void;

/**
 * This member's own camera, microphone and screen sharing in the call: each toggle changes the media and tells the
 * room. `own` reads the current state from callbacks; `reset` is how a fresh join starts (both on, not sharing), and
 * `sharingEnded` is how a call that closed leaves it.
 */
export function useCallControls(call: RefObject<VideoCall | null>, post: Post) {
  const [camera, setCamera] = useState(true);
  const [mic, setMic] = useState(true);
  const [sharing, setSharing] = useState(false);
  const own = useRef({ camera, mic, sharing });
  own.current = { camera, mic, sharing };

  const toggleCamera = useCallback(() => {
    const on = !own.current.camera;
    setCamera(on);
    void call.current?.setCamera(on);
    post({ type: 'ToggleCamera', on });
  }, [call, post]);

  const toggleMic = useCallback(() => {
    const on = !own.current.mic;
    setMic(on);
    void call.current?.setMic(on);
    post({ type: 'ToggleMic', on });
  }, [call, post]);

  const stopSharing = useCallback(async () => {
    if (!own.current.sharing) return;
    setSharing(false);
    post({ type: 'UserSharingScreen', sharing: false });
    await call.current?.stopScreenShare();
  }, [call, post]);

  const toggleShare = useCallback(async () => {
    if (own.current.sharing) return stopSharing();
    const track = await call.current?.startScreenShare();
    if (!track) return;
    setSharing(true);
    post({ type: 'UserSharingScreen', sharing: true });
    // the browser's own "stop sharing" bar ends the track
    track.addEventListener('ended', () => void stopSharing());
  }, [call, post, stopSharing]);

  const reset = useCallback(() => {
    setCamera(true);
    setMic(true);
    setSharing(false);
  }, []);
  const sharingEnded = useCallback(() => setSharing(false), []);

  return { camera, mic, sharing, own, reset, sharingEnded, toggleCamera, toggleMic, toggleShare };
}

/** Pings the room while in the call; a room silent for two and a half rounds is shown as unstable. */
export function useCallLiveness(inCall: boolean, post: Post, heardAt: () => number, intervalMs: number) {
  const [unstable, setUnstable] = useState(false);
  useEffect(() => {
    if (!inCall) return;
    const timer = setInterval(() => {
      post({ type: 'Ping' });
      setUnstable(Date.now() - heardAt() > intervalMs * 2.5);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [heardAt, inCall, intervalMs, post]);
  return unstable;
}
