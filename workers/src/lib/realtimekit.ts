// Cloudflare RealtimeKit's REST API (developers.cloudflare.com/api/resources/realtime_kit): our server creates a meeting
// per session and adds each member as a participant; the participant's token is what the client SDK joins with.

export const REALTIMEKIT_API = 'https://api.cloudflare.com/client/v4';

export interface RealtimeKitConfig {
  accountId: string;
  appId: string;
  /** a Cloudflare API token with the Realtime (or Realtime Admin) permission */
  apiToken: string;
  /** default REALTIMEKIT_API; the dev/ fake locally and in tests */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export interface RealtimeKitParticipant {
  /** our own id for the participant, unique within the meeting */
  customParticipantId: string;
  presetName: string;
  name?: string;
  /** an absolute URL */
  picture?: string;
}

export interface RealtimeKitClient {
  /** `POST /accounts/{account_id}/realtime/kit/{app_id}/meetings`: the new meeting's id */
  createMeeting(title: string): Promise<string>;
  /** `POST …/meetings/{meeting_id}/participants`: the participant's id and auth token */
  addParticipant(meetingId: string, p: RealtimeKitParticipant): Promise<{ id: string; token: string }>;
}

export class RealtimeKitError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RealtimeKitError';
  }
}

const TIMEOUT_MS = 15_000;

export function realtimekitClient(config: RealtimeKitConfig): RealtimeKitClient {
  const base = `${(config.baseUrl ?? REALTIMEKIT_API).replace(/\/+$/, '')}/accounts/${encodeURIComponent(config.accountId)}/realtime/kit/${encodeURIComponent(config.appId)}`;
  // workerd refuses a detached global fetch, so call it through a wrapper
  const doFetch: typeof fetch = config.fetch ?? ((input, init) => fetch(input, init));

  /** POSTs JSON and answers Cloudflare's envelope's `data`; `success: false` or a non-2xx is an error. */
  async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await doFetch(base + path, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.apiToken}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new RealtimeKitError('RealtimeKit could not be reached', undefined, { cause: err });
    }
    const envelope = (await res.json().catch(() => null)) as {
      success?: boolean;
      data?: Record<string, unknown>;
      errors?: { message?: string }[];
    } | null;
    if (!res.ok || !envelope?.success || !envelope.data) {
      const reason = envelope?.errors
        ?.map((e) => e.message)
        .filter(Boolean)
        .join('; ');
      throw new RealtimeKitError(`RealtimeKit answered HTTP ${res.status}${reason ? `: ${reason}` : ''}`, res.status);
    }
    return envelope.data;
  }

  return {
    async createMeeting(title) {
      const data = await post('/meetings', { title });
      if (typeof data.id !== 'string') throw new RealtimeKitError('RealtimeKit answered a meeting without an id');
      return data.id;
    },
    async addParticipant(meetingId, p) {
      const data = await post(`/meetings/${encodeURIComponent(meetingId)}/participants`, {
        custom_participant_id: p.customParticipantId,
        preset_name: p.presetName,
        ...(p.name ? { name: p.name } : {}),
        ...(p.picture ? { picture: p.picture } : {}),
      });
      if (typeof data.id !== 'string' || typeof data.token !== 'string')
        throw new RealtimeKitError('RealtimeKit answered a participant without a token');
      return { id: data.id, token: data.token };
    },
  };
}
