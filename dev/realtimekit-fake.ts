import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

// A local stand-in for the two RealtimeKit REST endpoints our server calls (create meeting, add participant), in
// Cloudflare's v4 envelope, so tests never reach Cloudflare. It checks the bearer token and records every request.

export interface FakeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface FakeParticipant {
  id: string;
  meetingId: string;
  token: string;
  custom_participant_id: string;
  preset_name: string;
  name: string | null;
  picture: string | null;
}

export interface RealtimeKitFake {
  /** the API base to configure (`REALTIMEKIT_BASE_URL`): origin + /client/v4 */
  url: string;
  accountId: string;
  appId: string;
  apiToken: string;
  requests: FakeRequest[];
  meetings: Map<string, { id: string; title: string | null; participants: FakeParticipant[] }>;
  close(): Promise<void>;
}

export interface RealtimeKitFakeOptions {
  port?: number;
  host?: string;
  accountId?: string;
  appId?: string;
  apiToken?: string;
  /** presets the app has; adding a participant with another is refused, as RealtimeKit does */
  presets?: string[];
  /** answer after this many ms (to let concurrent requests overlap in tests) */
  delayMs?: number;
}

export async function startRealtimeKitFake(opts: RealtimeKitFakeOptions = {}): Promise<RealtimeKitFake> {
  const host = opts.host ?? '127.0.0.1';
  const accountId = opts.accountId ?? 'fake-account';
  const appId = opts.appId ?? 'fake-app';
  const apiToken = opts.apiToken ?? 'fake-realtimekit-token';
  const presets = new Set(opts.presets ?? ['group_call_host', 'group_call_participant']);
  const requests: FakeRequest[] = [];
  const meetings: RealtimeKitFake['meetings'] = new Map();
  const prefix = `/client/v4/accounts/${accountId}/realtime/kit/${appId}`;
  const refuse = (res: ServerResponse, status: number, code: number, message: string) =>
    json(res, status, { success: false, errors: [{ code, message }] });

  async function route(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const raw = await readBody(req);
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
    if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
    if (req.headers.authorization !== `Bearer ${apiToken}`) return refuse(res, 401, 10000, 'Authentication error');
    if (req.method !== 'POST' || !path.startsWith(`${prefix}/meetings`))
      return refuse(res, 404, 7003, 'Could not route to the requested path');
    const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const now = new Date().toISOString();

    if (path === `${prefix}/meetings`) {
      const meeting = { id: randomUUID(), title: typeof b.title === 'string' ? b.title : null, participants: [] };
      meetings.set(meeting.id, meeting);
      return json(res, 201, {
        success: true,
        data: { id: meeting.id, title: meeting.title, status: 'ACTIVE', created_at: now, updated_at: now },
      });
    }
    const m = /^\/meetings\/([^/]+)\/participants$/.exec(path.slice(prefix.length));
    if (!m) return refuse(res, 404, 7003, 'Could not route to the requested path');
    const meeting = meetings.get(decodeURIComponent(m[1]!));
    if (!meeting) return refuse(res, 404, 404, 'Meeting not found');
    if (typeof b.custom_participant_id !== 'string' || !b.custom_participant_id)
      return refuse(res, 400, 400, 'custom_participant_id is required');
    if (typeof b.preset_name !== 'string' || !presets.has(b.preset_name)) return refuse(res, 400, 400, 'preset not found');
    const p: FakeParticipant = {
      id: randomUUID(),
      meetingId: meeting.id,
      token: randomBytes(24).toString('base64url'),
      custom_participant_id: b.custom_participant_id,
      preset_name: b.preset_name,
      name: typeof b.name === 'string' ? b.name : null,
      picture: typeof b.picture === 'string' ? b.picture : null,
    };
    meeting.participants.push(p);
    const { meetingId: _, ...data } = p;
    return json(res, 201, { success: true, data: { ...data, created_at: now, updated_at: now } });
  }

  const server = createServer((req, res) => {
    route(req, res).catch((err: unknown) => {
      console.error('[realtimekit fake]', err);
      if (!res.headersSent) refuse(res, 500, 500, 'Fake error');
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  let closed: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}/client/v4`,
    accountId,
    appId,
    apiToken,
    requests,
    meetings,
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closed;
    },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}
