import type { VideoGrant } from '@kalam/core/session';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessionMeetings } from '../db/schema';
import type { RealtimeKitClient } from './realtimekit';

export type IceServer = Extract<VideoGrant, { provider: 'p2p' }>['iceServers'][number];

/** A session member asking for media, as the provider needs them. */
export interface VideoUser {
  id: number;
  name: string;
  /** absolute URL, or null */
  picture: string | null;
  /** the tutor (or interviewer): RealtimeKit gives them the host preset */
  host: boolean;
}

/** Hands out how a member connects their media. Asked only by the session service's join, inside the join window. */
export interface VideoProvider {
  grant(sessionId: string, user: VideoUser): Promise<VideoGrant>;
}

/** Peer-to-peer WebRTC signalled through the session room (local, tests, and production without RealtimeKit keys). */
export function p2pVideo(iceServers: IceServer[] = []): VideoProvider {
  return { grant: async () => ({ provider: 'p2p', iceServers }) };
}

/** `ICE_SERVERS` as JSON (RTCIceServer[]); anything else is ignored with a log line, since a typo must not stop the API. */
export function parseIceServers(json: string | undefined): IceServer[] {
  if (!json) return [];
  try {
    const list: unknown = JSON.parse(json);
    const valid =
      Array.isArray(list) &&
      list.every((s) => {
        const urls = (s as { urls?: unknown })?.urls;
        return typeof urls === 'string' || (Array.isArray(urls) && urls.every((u) => typeof u === 'string'));
      });
    if (valid) return list as IceServer[];
  } catch {
    // fall through
  }
  console.error('ICE_SERVERS is not a JSON array of {urls, username?, credential?}; using none');
  return [];
}

/** The presets every RealtimeKit app starts with. */
export const REALTIMEKIT_PRESETS = { host: 'group_call_host', guest: 'group_call_participant' } as const;

export interface RealtimeKitVideoOptions {
  db: Db;
  now: () => number;
  client: RealtimeKitClient;
  presets: { host: string; guest: string };
}

/**
 * RealtimeKit: one meeting per session, made when a member first joins (inside the window, so no meeting exists for a
 * lesson nobody attends), then one participant per join with the member's preset.
 */
export function realtimekitVideo({ db, now, client, presets }: RealtimeKitVideoOptions): VideoProvider {
  const stored = async (sessionId: string) =>
    (await db.select({ meetingId: sessionMeetings.meetingId }).from(sessionMeetings).where(eq(sessionMeetings.sessionId, sessionId)))[0]
      ?.meetingId;

  /** Two members joining at once may both create a meeting; the first stored wins and both use it (the other stays empty). */
  async function meetingOf(sessionId: string): Promise<string> {
    const known = await stored(sessionId);
    if (known) return known;
    const created = await client.createMeeting(sessionId);
    await db.insert(sessionMeetings).values({ sessionId, meetingId: created, createdAt: now() }).onConflictDoNothing();
    return (await stored(sessionId)) ?? created;
  }

  return {
    async grant(sessionId, user) {
      const meetingId = await meetingOf(sessionId);
      const participant = await client.addParticipant(meetingId, {
        // unique per join: RealtimeKit asks for unique ids, and a member may join again from another tab or after a reload
        customParticipantId: `user-${user.id}-${crypto.randomUUID()}`,
        presetName: user.host ? presets.host : presets.guest,
        name: user.name,
        picture: user.picture ?? undefined,
      });
      return { provider: 'realtimekit', meetingId, authToken: participant.token };
    },
  };
}
