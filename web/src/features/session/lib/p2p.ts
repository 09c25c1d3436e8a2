import type { Signal } from '@kalam/core';
import type { VideoCall, VideoCallOptions } from './video';

/** The DTLS certificate an SDP announces: each RTCPeerConnection makes its own. */
const fingerprint = (sdp: string) => /^a=fingerprint:(.+)$/m.exec(sdp)?.[1]?.trim();

/** How long the polite side waits for the other's offer before making its own. */
const OFFER_WAIT_MS = 4000;

/** A connection that went quiet gets this long to come back by itself before its ICE is restarted. */
const DISCONNECTED_GRACE_MS = 3000;

/**
 * Peer-to-peer WebRTC with "perfect negotiation" (w3c.github.io/webrtc-pc, §10.7): either side may offer at any time;
 * when both do, the impolite side ignores the other's offer and the polite side rolls its own back. Each time the
 * other member (re)joins, the connection starts afresh on both sides; a failed one restarts ICE. Signals are applied
 * one at a time, in the order they came.
 */
export class PeerCall implements VideoCall {
  readonly provider = 'p2p' as const;
  private pc: RTCPeerConnection | null = null;
  private peerId: number | null = null;
  private makingOffer = false;
  private ignoreOffer = false;
  private settingAnswer = false;
  private screen: MediaStreamTrack | null = null;
  private repair: ReturnType<typeof setTimeout> | undefined;
  private wait: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly o: VideoCallOptions,
    private readonly iceServers: RTCIceServer[],
  ) {
    o.onState('waiting');
  }

  /**
   * A fresh connection to the other member. The impolite side offers; the polite side waits for that offer, so the
   * two never open with crossed offers (Chrome can lose the polite side's candidates after rolling its offer back),
   * and offers itself only if none comes.
   */
  connect(peerId: number) {
    if (this.closed) return;
    this.teardown();
    this.peerId = peerId;
    this.o.onState('connecting');
    if (!this.o.polite) return this.open(peerId);
    this.wait = setTimeout(() => !this.pc && this.peerId === peerId && this.open(peerId), OFFER_WAIT_MS);
  }

  private open(peerId: number) {
    this.teardown();
    this.peerId = peerId;
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    this.pc = pc;
    const stream = this.o.localStream;
    for (const track of stream.getAudioTracks()) pc.addTrack(track, stream);
    const camera = stream.getVideoTracks()[0];
    if (camera) pc.addTrack(this.screen ?? camera, stream);
    pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        if (pc === this.pc && pc.localDescription) this.send(pc.localDescription);
      } catch (error) {
        console.warn('[video] could not make an offer', error);
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (pc === this.pc && candidate?.candidate)
        this.send({ kind: 'ice', candidate: candidate.toJSON() as Extract<Signal, { kind: 'ice' }>['candidate'] });
    };
    pc.ontrack = ({ track, streams }) => {
      if (pc === this.pc) this.o.onRemoteStream(streams[0] ?? new MediaStream([track]));
    };
    pc.onconnectionstatechange = () => this.follow(pc);
  }

  disconnect(peerId: number) {
    if (peerId !== this.peerId) return;
    this.teardown();
    this.peerId = null;
    this.o.onRemoteStream(null);
    this.o.onState('waiting');
  }

  resume(peerId: number) {
    if (this.pc && this.peerId === peerId && this.pc.connectionState === 'connected') return;
    this.connect(peerId);
  }

  /** One signal at a time, in arrival order: a candidate must wait for the offer before it to be applied. */
  signal(from: number, signal: Signal): Promise<void> {
    const next = this.queue.then(() => this.apply(from, signal));
    this.queue = next.catch(() => {});
    return next;
  }

  private async apply(from: number, signal: Signal, fresh = false): Promise<void> {
    if (this.closed) return;
    // An offer from a member we have no connection with yet, or from their new connection (they reloaded or came back
    // after a drop while ours still looked alive: a new certificate), starts ours afresh; stray candidates mean nothing.
    const stale =
      this.pc?.remoteDescription && signal.kind === 'offer' && fingerprint(this.pc.remoteDescription.sdp) !== fingerprint(signal.sdp);
    if (!this.pc || from !== this.peerId || stale) {
      if (signal.kind !== 'offer') return;
      this.open(from);
    }
    const pc = this.pc;
    if (!pc) return;
    if (signal.kind === 'ice') {
      try {
        await pc.addIceCandidate(signal.candidate);
      } catch (error) {
        if (!this.ignoreOffer) console.warn('[video] ICE candidate refused', error);
      }
      return;
    }
    try {
      const readyForOffer = !this.makingOffer && (pc.signalingState === 'stable' || this.settingAnswer);
      this.ignoreOffer = !this.o.polite && signal.kind === 'offer' && !readyForOffer;
      if (this.ignoreOffer) return;
      this.settingAnswer = signal.kind === 'answer';
      await pc.setRemoteDescription({ type: signal.kind, sdp: signal.sdp });
      this.settingAnswer = false;
      if (signal.kind === 'offer') {
        await pc.setLocalDescription();
        if (pc.localDescription) this.send(pc.localDescription);
      }
    } catch (error) {
      this.settingAnswer = false;
      // an offer our connection cannot take up (a state we did not foresee): follow it with a fresh one, once
      if (signal.kind === 'offer' && !fresh && pc === this.pc) {
        this.open(from);
        return this.apply(from, signal, true);
      }
      console.warn('[video] signalling failed', error);
    }
  }

  async setCamera(on: boolean) {
    this.o.localStream.getVideoTracks().forEach((track) => (track.enabled = on));
  }

  async setMic(on: boolean) {
    this.o.localStream.getAudioTracks().forEach((track) => (track.enabled = on));
  }

  async startScreenShare(): Promise<MediaStreamTrack | null> {
    if (!this.o.media.getDisplayMedia) return null;
    let display: MediaStream;
    try {
      display = await this.o.media.getDisplayMedia({ video: true, audio: false });
    } catch {
      return null; // the picker was cancelled or refused
    }
    const track = display.getVideoTracks()[0];
    if (!track) return null;
    this.screen = track;
    await this.videoSender()?.replaceTrack(track);
    return track;
  }

  async stopScreenShare() {
    this.screen?.stop();
    this.screen = null;
    await this.videoSender()?.replaceTrack(this.o.localStream.getVideoTracks()[0] ?? null);
  }

  close() {
    this.closed = true;
    this.screen?.stop();
    this.screen = null;
    this.teardown();
    this.o.onState('closed');
  }

  private videoSender(): RTCRtpSender | undefined {
    return this.pc?.getTransceivers().find((t) => t.receiver.track.kind === 'video')?.sender;
  }

  private send(description: RTCSessionDescription | Signal) {
    if (this.peerId === null) return;
    const signal: Signal = 'kind' in description ? description : { kind: description.type as 'offer' | 'answer', sdp: description.sdp };
    this.o.sendSignal(this.peerId, signal);
  }

  private follow(pc: RTCPeerConnection) {
    if (pc !== this.pc) return;
    clearTimeout(this.repair);
    switch (pc.connectionState) {
      case 'connected':
        return this.o.onState('connected');
      case 'disconnected':
        this.o.onState('reconnecting');
        this.repair = setTimeout(() => pc === this.pc && pc.connectionState !== 'connected' && pc.restartIce(), DISCONNECTED_GRACE_MS);
        return;
      case 'failed':
        this.o.onState('reconnecting');
        return pc.restartIce();
      case 'closed':
        return;
      default:
        return this.o.onState('connecting');
    }
  }

  private teardown() {
    clearTimeout(this.repair);
    clearTimeout(this.wait);
    const pc = this.pc;
    this.pc = null;
    this.makingOffer = false;
    this.ignoreOffer = false;
    this.settingAnswer = false;
    if (!pc) return;
    pc.onnegotiationneeded = pc.onicecandidate = pc.ontrack = pc.onconnectionstatechange = null;
    pc.close();
  }
}
