import { SELF, env as testEnv } from 'cloudflare:test';
import { Role } from '@kalam/core';
import { createClient } from '@libsql/client/web';
import type { Deps } from '../src/deps';
import type { Env } from '../src/env';
import { signToken } from '../src/lib/jwt';

// Shared by the workerd tests: they run with the real clock against the database the global setup migrated.
export const env = testEnv as unknown as Env;
export const db = createClient({ url: env.LIBSQL_URL });
const deps = { now: () => Date.now(), config: { jwtSecret: env.JWT_SECRET } } as unknown as Deps;

export interface Person {
  id: number;
  token: string;
}

/** A verified account written straight to the database, with a token; tutors are onboarded, optionally open all week. */
export async function person(role: Role, name: string, opts: { allWeek?: boolean } = {}): Promise<Person> {
  const now = Date.now();
  const r = await db.execute({
    sql: 'insert into users (name, email, role, verified, created_at, updated_at) values (?, ?, ?, 1, ?, ?) returning id',
    args: [name, `${name.replace(/ /g, '.')}.${now}@example.com`, role, now, now],
  });
  const id = Number(r.rows[0]!.id);
  if (role === Role.Tutor) {
    await db.execute({
      sql: 'insert into tutors (user_id, bio, activated, notice_minutes, created_at, updated_at) values (?, ?, 1, 0, ?, ?)',
      args: [id, 'مدرس لغة إنجليزية', now, now],
    });
    if (opts.allWeek) {
      await db.execute({
        sql: 'insert into schedules (tutor_id, title, weekdays, start_minute, duration_minutes, time_zone, valid_from, created_at, updated_at) values (?, ?, 127, 0, 1440, ?, ?, ?, ?)',
        args: [id, 'طوال اليوم', 'Africa/Cairo', now - 86_400_000, now, now],
      });
    }
  }
  return { id, token: await tokenFor(id) };
}

/** A new sign-in of the user, written straight to the database, and its token. */
export async function tokenFor(userId: number): Promise<string> {
  const now = Date.now();
  const r = await db.execute({
    sql: 'insert into sign_ins (user_id, ip, started_at, last_seen_at) values (?, ?, ?, ?) returning id, generation',
    args: [userId, '192.0.2.250', now, now],
  });
  const account = await db.execute({ sql: 'select role from users where id = ?', args: [userId] });
  const role = Number(account.rows[0]!.role) as Role;
  return signToken(deps, { id: userId, sid: Number(r.rows[0]!.id), gen: Number(r.rows[0]!.generation), role });
}

/** A socket to a room through the Worker's router, with a queue of what the server sent. */
export interface RoomSocket<M extends { type: string }, A> {
  ws: WebSocket;
  /** the first message (already received or next) that matches */
  next: <T extends M>(match: (m: M) => boolean, ms?: number) => Promise<T>;
  /** everything received and not yet taken by `next` */
  seen: M[];
  /** sends an action with a fresh ref and waits for its ack */
  act: (action: Record<string, unknown>) => Promise<A>;
}

/** Opens `/parties/{path}`; the status that refused the upgrade otherwise. */
export async function openRoom<M extends { type: string; ref?: string }, A>(
  path: string,
  token?: string,
): Promise<{ status: number } | (RoomSocket<M, A> & { status: 101 })> {
  const res = await SELF.fetch(`http://kalam.test/parties/${path}${token ? `?token=${token}` : ''}`, { headers: { upgrade: 'websocket' } });
  if (!res.webSocket) return { status: res.status };
  const ws = res.webSocket;
  ws.accept();
  const seen: M[] = [];
  const waiters: (() => void)[] = [];
  ws.addEventListener('message', (e) => {
    seen.push(JSON.parse(String(e.data)) as M);
    waiters.splice(0).forEach((w) => w());
  });
  const next = async <T extends M>(match: (m: M) => boolean, ms = 5000): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const i = seen.findIndex(match);
      if (i >= 0) return seen.splice(i, 1)[0] as T;
      if (Date.now() > deadline) throw new Error(`no matching message on ${path}; got ${JSON.stringify(seen)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  const act = (action: Record<string, unknown>) => {
    const ref = crypto.randomUUID();
    ws.send(JSON.stringify({ ...action, ref }));
    return next((m) => m.type === 'ack' && m.ref === ref) as unknown as Promise<A>;
  };
  return { status: 101, ws, next, seen, act };
}

/** Opens a room that must accept the socket. */
export async function roomSocket<M extends { type: string; ref?: string }, A>(path: string, token: string): Promise<RoomSocket<M, A>> {
  const s = await openRoom<M, A>(path, token);
  if (!('ws' in s)) throw new Error(`socket refused: ${s.status}`);
  return s;
}
