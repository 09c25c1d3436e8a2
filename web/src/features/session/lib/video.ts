import type { Signal, VideoGrant } from '@kalam/core';
import type { DeviceChoice, MediaEnv } from './media';
import { PeerCall } from './p2p';

// One interface for the call's media, whichever provider the join ack's grant names: peer-to-peer WebRTC signalled
// through the session room (local, tests), or Cloudflare RealtimeKit (production), whose SDK loads only for its grant.

export type VideoState = 'waiting' | 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'closed';

export interface VideoCallOptions {
  grant: VideoGrant;
  selfId: number;
  /** perfect negotiation: the polite side gives way when both offer at once (the student) */
  polite: boolean;
  /** camera and microphone from the device checks */
  localStream: MediaStream;
  devices: DeviceChoice;
  media: MediaEnv;
  /** relays offer/answer/ICE to the other member through the session room */
  sendSignal(to: number, signal: Signal): void;
  onRemoteStream(stream: MediaStream | null): void;
  /** a provider that captures the camera itself shows its own preview (else the device checks' stream is it) */
  onLocalStream?(stream: MediaStream | null): void;
  onState(state: VideoState): void;
}

export interface VideoCall {
  readonly provider: VideoGrant['provider'];
  /** the other member is in the call (again, after a drop): connect to them afresh */
  connect(peerId: number): void;
  /** the other member left the call */
  disconnect(peerId: number): void;
  /** an offer, answer or ICE candidate relayed from the other member */
  signal(from: number, signal: Signal): Promise<void>;
  /** our socket came back after a drop: keep a working connection, repair one that is not */
  resume(peerId: number): void;
  setCamera(on: boolean): Promise<void>;
  setMic(on: boolean): Promise<void>;
  /** shows the screen instead of the camera; null when the person cancels the browser's picker */
  startScreenShare(): Promise<MediaStreamTrack | null>;
  stopScreenShare(): Promise<void>;
  close(): void;
}

export type StartVideoCall = (options: VideoCallOptions) => Promise<VideoCall>;

export const startVideoCall: StartVideoCall = async (options) => {
  if (options.grant.provider === 'p2p') return new PeerCall(options, options.grant.iceServers);
  const { startRealtimeKitCall } = await import('./realtimekit');
  return startRealtimeKitCall(options, options.grant);
};
