import type { AckCode, LessonView, SessionParticipant, SessionRoomEvent, Signal } from '@kalam/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { applyRoomEvent } from '../lib/participants';
import type { VideoCall, VideoState } from '../lib/video';
import { useSessionDeps } from './session-deps';
import { useCallControls, useCallLiveness } from './use-call-controls';
import type { LocalMedia } from './use-local-media';
import { useSessionChat } from './use-session-chat';
import { useSessionRoom } from './use-session-room';

/** lobby → joining → call → left (may come back) or ended; `missing` when the room says the lesson is not ours. */
export type CallPhase = 'lobby' | 'joining' | 'call' | 'left' | 'ended' | 'missing';
export type JoinFailure = AckCode | 'timeout' | 'video-failed';

const MISSING: readonly AckCode[] = ['not-member', 'lesson-not-found', 'invalid-session-id'];

/** What the video call hears from the room about the other member; a signal before the call exists waits in `early`. */
function toVideoCall(event: SessionRoomEvent, otherId: number, call: VideoCall | null, early: { from: number; signal: Signal }[] | null) {
  if (event.type === 'session-member-joined' && event.userId === otherId) call?.connect(otherId);
  else if (event.type === 'session-member-left' && event.userId === otherId) call?.disconnect(otherId);
  else if (event.type === 'signal' && event.from === otherId) {
    if (call) void call.signal(event.from, event.signal);
    else early?.push({ from: event.from, signal: event.signal });
  }
}

interface Options {
  lesson: LessonView;
  viewerId: number;
  sessionId: string;
  local: LocalMedia;
  /** the lesson's end: the call closes itself then */
  end: number;
  /** whether the page keeps a socket to the room (not for a cancelled or ended lesson) */
  connect: boolean;
  chatRoomId: number | null;
  /** in-session chat shows messages from here on (the join window's opening) */
  since: number;
  now: number;
  /** the call closed after this member had joined it: by leaving, or because the lesson ended */
  onFinished?: (how: 'left' | 'ended') => void;
}

/**
 * The lesson call: joining through the session room, the video provider the join grant names, the other member's
 * state from room events, own toggles and screen sharing, liveness pings, rejoining after a dropped socket, leaving.
 */
export function useLessonCall({ lesson, viewerId, sessionId, local, end, connect, chatRoomId, since, now, onFinished }: Options) {
  const deps = useSessionDeps();
  const otherId = lesson.tutor.id === viewerId ? lesson.student.id : lesson.tutor.id;
  const [phase, setPhaseState] = useState<CallPhase>('lobby');
  const [joinError, setJoinError] = useState<JoinFailure | null>(null);
  const [participants, setParticipants] = useState<SessionParticipant[] | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [localPreview, setLocalPreview] = useState<MediaStream | null>(null);
  const [videoState, setVideoState] = useState<VideoState>('waiting');

  const phaseRef = useRef(phase);
  const call = useRef<VideoCall | null>(null);
  const early = useRef<{ from: number; signal: Signal }[]>([]);
  const joined = useRef(false);
  const finished = useRef(onFinished);
  finished.current = onFinished;
  const setPhase = (next: CallPhase) => setPhaseState((phaseRef.current = next));
  /** read afresh after each await: the member may have left meanwhile */
  const phaseNow = () => phaseRef.current;

  // a call under way keeps its socket until it has said goodbye, even past the lesson's end
  const {
    state: roomState,
    send,
    post,
    heardAt,
  } = useSessionRoom(sessionId, connect || phase === 'call' || phase === 'joining', {
    event: (event) => onEvent(event),
    reopened: () => void rejoin(),
  });
  const chat = useSessionChat(send, viewerId, chatRoomId, since, phase === 'call');
  const controls = useCallControls(call, post);
  const { own, reset, sharingEnded } = controls;
  const unstable = useCallLiveness(phase === 'call', post, heardAt, deps.pingIntervalMs);
  const stopMedia = local.stop;

  function onEvent(event: SessionRoomEvent) {
    setParticipants((list) => applyRoomEvent(list ?? [], event));
    if (event.type === 'session-message') return chat.receive(event.message);
    toVideoCall(event, otherId, call.current, phaseRef.current === 'joining' ? early.current : null);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: setPhase and phaseNow go through a ref: new functions each render, same behaviour
  const finish = useCallback(
    (how: 'left' | 'ended') => {
      const was = phaseRef.current;
      if (was !== 'call' && was !== 'joining') return;
      call.current?.close();
      call.current = null;
      post({ type: 'LeaveSession' });
      stopMedia();
      setRemoteStream(null);
      setLocalPreview(null);
      sharingEnded();
      setPhase(how);
      if (joined.current) finished.current?.(how);
    },
    [post, sharingEnded, stopMedia],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: setPhase and phaseNow go through a ref: new functions each render, same behaviour
  const join = useCallback(async () => {
    const stream = local.stream;
    if (!stream || phaseRef.current !== 'lobby') return;
    setPhase('joining');
    setJoinError(null);
    early.current = [];
    stream.getTracks().forEach((track) => (track.enabled = true));
    reset();
    const ack = await send({ type: 'JoinSession', camera: true, mic: true }).catch(() => null);
    if (phaseNow() !== 'joining') return;
    if (ack?.code !== 'ok' || !ack.video) {
      setJoinError(ack ? (ack.code === 'ok' ? 'unreachable' : ack.code) : 'timeout');
      return setPhase(ack && MISSING.includes(ack.code) ? 'missing' : 'lobby');
    }
    setParticipants(ack.participants ?? []);
    let started: VideoCall;
    try {
      started = await deps.startVideo({
        grant: ack.video,
        selfId: viewerId,
        polite: viewerId === lesson.student.id,
        localStream: stream,
        devices: local.choice,
        media: deps.media,
        sendSignal: (to, signal) => post({ type: 'Signal', to, signal }),
        onRemoteStream: setRemoteStream,
        onLocalStream: setLocalPreview,
        onState: setVideoState,
      });
    } catch (error) {
      console.warn('[session] the video call did not start', error);
      post({ type: 'LeaveSession' });
      setJoinError('video-failed');
      return setPhase('lobby');
    }
    if (phaseNow() !== 'joining') return started.close();
    call.current = started;
    joined.current = true;
    setPhase('call');
    if (ack.participants?.some((p) => p.userId === otherId)) started.connect(otherId);
    for (const { from, signal } of early.current.splice(0)) void started.signal(from, signal);
  }, [deps, lesson.student.id, local.choice, local.stream, otherId, post, reset, send, viewerId]);

  /** The socket came back: join again (the room forgot us when it closed) and repair the media if it needs it. */
  async function rejoin() {
    if (phaseRef.current !== 'call') return;
    const { camera: cameraOn, mic: micOn, sharing: shared } = own.current;
    const ack = await send({ type: 'JoinSession', camera: cameraOn, mic: micOn }).catch(() => null);
    if (!ack || phaseNow() !== 'call') return; // the next reopening tries again
    if (ack.code !== 'ok') return ack.code === 'unallowed' ? finish('ended') : undefined;
    setParticipants(ack.participants ?? []);
    if (shared) post({ type: 'UserSharingScreen', sharing: true });
    if (ack.participants?.some((p) => p.userId === otherId)) call.current?.resume(otherId);
  }

  // The lesson's end closes the call for both members.
  useEffect(() => {
    if (now >= end && (phase === 'call' || phase === 'joining')) finish('ended');
  }, [end, finish, now, phase]);

  // Leaving the page mid-call ends the media (the socket's close tells the room).
  useEffect(() => () => call.current?.close(), []);

  return {
    phase,
    joinError,
    join,
    leave: useCallback(() => finish('left'), [finish]),
    /** back to the device checks after leaving */
    // biome-ignore lint/correctness/useExhaustiveDependencies: setPhase goes through a ref: a new function each render, same behaviour
    rejoin: useCallback(() => {
      setJoinError(null);
      setPhase('lobby');
    }, []),
    roomState,
    participants,
    otherId,
    remoteStream,
    localPreview,
    videoState,
    unstable,
    camera: controls.camera,
    mic: controls.mic,
    sharing: controls.sharing,
    canShare: Boolean(deps.media.getDisplayMedia),
    toggleCamera: controls.toggleCamera,
    toggleMic: controls.toggleMic,
    toggleShare: controls.toggleShare,
    chat,
  };
}

export type LessonCall = ReturnType<typeof useLessonCall>;
