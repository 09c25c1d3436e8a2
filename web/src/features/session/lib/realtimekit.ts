import type { VideoGrant } from '@kalam/core';
import type { VideoCall, VideoCallOptions } from './video';

// Cloudflare RealtimeKit's web core SDK, imported only here and only when the server grants a RealtimeKit call, so
// Vite makes it a lazy chunk of its own and peer-to-peer calls never load it.

/** The slice of the SDK this page uses, as documented for Web Core 2.x. */
interface RtkParticipant {
  id: string;
  customParticipantId?: string;
  videoEnabled: boolean;
  audioEnabled: boolean;
  screenShareEnabled: boolean;
  videoTrack?: MediaStreamTrack;
  audioTrack?: MediaStreamTrack;
  screenShareTracks?: { video?: MediaStreamTrack; audio?: MediaStreamTrack };
}
interface RtkEmitter<T> {
  on(event: string, listener: (value: T) => void): void;
  off?(event: string, listener: (value: T) => void): void;
  removeListener?(event: string, listener: (value: T) => void): void;
}
interface RtkParticipantMap extends RtkEmitter<RtkParticipant> {
  toArray(): RtkParticipant[];
}
interface RtkSelf extends RtkEmitter<unknown> {
  videoTrack?: MediaStreamTrack;
  screenShareTracks?: { video?: MediaStreamTrack };
  enableVideo(): Promise<void>;
  disableVideo(): Promise<void>;
  enableAudio(): Promise<void>;
  disableAudio(): Promise<void>;
  enableScreenShare(): Promise<void>;
  disableScreenShare(): Promise<void>;
  getAllDevices(): Promise<MediaDeviceInfo[]>;
  setDevice(device: MediaDeviceInfo): Promise<void>;
}
interface RtkMeeting {
  self: RtkSelf;
  participants: { joined: RtkParticipantMap };
  join(): Promise<void>;
  leave(): Promise<void>;
}
interface RtkModule {
  default: { init(options: { authToken: string; defaults?: { audio: boolean; video: boolean } }): Promise<RtkMeeting> };
}

/** Our server names participants `user-<id>-<uuid>` (workers/src/lib/video.ts), so the other member is found by id. */
const userIdOf = (p: RtkParticipant) => Number(/^user-(\d+)-/.exec(p.customParticipantId ?? '')?.[1] ?? NaN);

export async function startRealtimeKitCall(
  o: VideoCallOptions,
  grant: Extract<VideoGrant, { provider: 'realtimekit' }>,
): Promise<VideoCall> {
  const sdk = (await import('@cloudflare/realtimekit')) as unknown as RtkModule;
  o.onState('connecting');
  // the SDK opens the camera itself, and many phones cannot open it twice
  o.localStream.getTracks().forEach((track) => track.stop());
  const meeting = await sdk.default.init({ authToken: grant.authToken, defaults: { audio: true, video: true } });
  await applyChosenDevices(meeting, o);
  const unlisten: (() => void)[] = [];
  const showSelf = () => o.onLocalStream?.(meeting.self.videoTrack ? new MediaStream([meeting.self.videoTrack]) : null);
  unlisten.push(listen(meeting.self, 'videoUpdate', showSelf));

  const others = () => meeting.participants.joined.toArray().filter((p) => userIdOf(p) !== o.selfId);
  /** The other member's screen when they share it, else their camera, with their voice. */
  const showRemote = () => {
    const p = others()[0];
    if (!p) {
      o.onRemoteStream(null);
      return o.onState('waiting');
    }
    const video = p.screenShareEnabled ? p.screenShareTracks?.video : p.videoEnabled ? p.videoTrack : undefined;
    const tracks = [video, p.audioEnabled ? p.audioTrack : undefined].filter((t): t is MediaStreamTrack => Boolean(t));
    o.onRemoteStream(tracks.length ? new MediaStream(tracks) : null);
    o.onState('connected');
  };
  for (const e of ['participantJoined', 'participantLeft', 'videoUpdate', 'audioUpdate', 'screenShareUpdate'])
    unlisten.push(listen(meeting.participants.joined, e, showRemote));
  unlisten.push(listen(meeting.self, 'roomLeft', () => o.onState('closed')));

  await meeting.join();
  showSelf();
  showRemote();

  const quietly = (what: string, p: Promise<void>) =>
    p.catch((error: unknown) => console.warn(`[video] realtimekit ${what} failed`, error));
  return {
    provider: 'realtimekit',
    // RealtimeKit keeps its own peers and signalling: our room's member events and signals need nothing here
    connect: showRemote,
    disconnect: showRemote,
    resume: showRemote,
    signal: async () => {},
    setCamera: (on) => quietly('camera', on ? meeting.self.enableVideo() : meeting.self.disableVideo()),
    setMic: (on) => quietly('microphone', on ? meeting.self.enableAudio() : meeting.self.disableAudio()),
    async startScreenShare() {
      try {
        await meeting.self.enableScreenShare();
      } catch {
        return null;
      }
      return meeting.self.screenShareTracks?.video ?? null;
    },
    stopScreenShare: () => quietly('screen share', meeting.self.disableScreenShare()),
    close() {
      unlisten.forEach((stop) => stop());
      void quietly('leave', meeting.leave());
      o.onState('closed');
    },
  };
}

function listen<T>(emitter: RtkEmitter<T>, event: string, listener: (value: T) => void): () => void {
  emitter.on(event, listener);
  return () => (emitter.off ?? emitter.removeListener)?.call(emitter, event, listener);
}

/** The camera and microphone picked in the device checks (RealtimeKit ignores a deviceId in its defaults). */
async function applyChosenDevices(meeting: RtkMeeting, o: VideoCallOptions) {
  try {
    const all = await meeting.self.getAllDevices();
    for (const id of [o.devices.camera, o.devices.mic]) {
      const device = id ? all.find((d) => d.deviceId === id) : undefined;
      if (device) await meeting.self.setDevice(device);
    }
  } catch (error) {
    console.warn('[video] realtimekit kept its default devices', error);
  }
}
