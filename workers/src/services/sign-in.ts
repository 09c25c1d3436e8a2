import type { AuthResult, SignInView, TokenPayload } from '@kalam/core/api';
import { DAY_MS, SIGN_IN_MAX_DAYS } from '@kalam/core/constants';
import type { Role } from '@kalam/core/enums';
import { and, desc, eq, exists, gt, isNull, ne, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { prepared } from '../db/prepared';
import { signIns, tutors, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { signToken } from '../lib/jwt';
import { theRow } from '../lib/rows';
import { accountColumns, toCurrentUser } from './current-user';

// Sign-ins the server knows (decision 013): each token names one; ending it ends the token at its next request.

/** Where a sign-in comes from, as the request tells it. */
export interface Device {
  ip: string;
  userAgent?: string;
  /** Cloudflare's city and country of the address, when the request has them */
  city?: string;
  country?: string;
}

/** Last seen is written at most this often per sign-in, so a busy tab costs no write per request. */
export const LAST_SEEN_STEP_MS = 5 * 60 * 1000;

const maxAge = SIGN_IN_MAX_DAYS * DAY_MS;

/** Starts a sign-in for the user and answers its first token; `alongside` are written in the same round trip. */
export async function startSignIn(
  deps: Deps,
  { id: userId, role }: { id: number; role: Role },
  device: Device,
  alongside: BatchItem<'sqlite'>[] = [],
): Promise<string> {
  const now = deps.now();
  const insert = deps.db
    .insert(signIns)
    .values({ userId, ...describe(device), startedAt: now, lastSeenAt: now })
    .returning({ id: signIns.id, generation: signIns.generation });
  const [inserted] = await deps.db.batch([insert, ...alongside]);
  const row = theRow(inserted);
  return signToken(deps, { id: userId, sid: row.id, gen: row.generation, role }, now + maxAge);
}

/**
 * A new token for the token's sign-in, with the account as `/user/current` shows it; the one presented stops working.
 * Never past the sign-in's absolute lifetime. One round trip: the sign-in and the account are checked by the update;
 * a refused refresh with a rotated-out token ends the sign-in (`endSignInOnReuse`).
 */
export async function refreshSignIn(deps: Deps, token: TokenPayload): Promise<AuthResult> {
  const now = deps.now();
  const openAccount = and(eq(users.id, token.id), isNull(users.deactivatedAt));
  const [[row], [account], [signIn]] = await deps.db.batch([
    // conditional on the presented generation: of two refreshes racing with one token, one wins
    deps.db
      .update(signIns)
      .set({ generation: sql`${signIns.generation} + 1`, lastSeenAt: now, rotatedAt: now })
      .where(
        and(
          eq(signIns.id, token.sid),
          eq(signIns.userId, token.id),
          eq(signIns.generation, token.gen),
          isNull(signIns.endedAt),
          gt(signIns.startedAt, now - maxAge),
          exists(deps.db.select({ one: sql`1` }).from(users).where(openAccount)),
        ),
      )
      .returning({ generation: signIns.generation, startedAt: signIns.startedAt }),
    deps.db.select(accountColumns).from(users).leftJoin(tutors, eq(tutors.userId, users.id)).where(openAccount),
    // read after the update: when it refused, what the sign-in is now tells a replayed old token (no extra round trip)
    deps.db
      .select({ generation: signIns.generation, rotatedAt: signIns.rotatedAt, endedAt: signIns.endedAt })
      .from(signIns)
      .where(and(eq(signIns.id, token.sid), eq(signIns.userId, token.id))),
  ]);
  if (!row && signIn) await endSignInOnReuse(deps, token, signIn);
  if (!row || !account) throw new ApiError('unauthenticated');
  return {
    user: toCurrentUser(account),
    token: await signToken(
      deps,
      { id: token.id, sid: token.sid, gen: row.generation, role: account.users.role as Role },
      row.startedAt + maxAge,
    ),
  };
}

/** Two tabs of one browser may refresh with the same token at once: the loser's replay this soon after is no theft. */
export const REFRESH_RACE_MS = 10_000;

/**
 * A refresh with a token its sign-in already rotated out means two holders of the sign-in: the owner and whoever
 * copied the token. Which one holds the newer token is unknown, so the sign-in ends (both tokens die) and the owner is
 * told by email. Only a replay of the token just before the current one, within moments of its rotation, is forgiven.
 */
async function endSignInOnReuse(
  deps: Deps,
  token: TokenPayload,
  signIn: { generation: number; rotatedAt: number | null; endedAt: number | null },
): Promise<void> {
  if (signIn.endedAt !== null || signIn.generation <= token.gen) return;
  const racing = signIn.generation === token.gen + 1 && (signIn.rotatedAt ?? 0) > deps.now() - REFRESH_RACE_MS;
  if (racing) return;
  if (!(await endSignIns(deps, token.id, { only: token.sid })).length) return;
  const [owner] = await deps.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, token.id));
  if (!owner) return;
  await deps.mailer.send({
    to: owner.email,
    subject: 'كلام: أنهينا تسجيل دخول مشبوهًا إلى حسابك',
    text: `أهلًا ${owner.name}،\n\nاستُخدم رمز دخول قديم لأحد أجهزتك بعد أن استُبدل، وقد يعني هذا أن أحدًا نسخه. لذلك أنهينا تسجيل الدخول هذا على ذلك الجهاز؛ سجّل الدخول من جديد.\nإن لم يكن هذا أنت فغيّر كلمة مرورك من الإعدادات وراجع الأجهزة المسجَّل دخولك منها.`,
  });
}

const touch = prepared<{ at: number; ip: string | null; area: string | null; id: number }>((db) =>
  db
    .update(signIns)
    .set({ lastSeenAt: sql`${sql.placeholder('at')}`, ip: sql`${sql.placeholder('ip')}`, area: sql`${sql.placeholder('area')}` })
    .where(eq(signIns.id, sql.placeholder('id')))
    .toSQL(),
);

/** Records that a sign-in was used, when its last record is older than a step; the caller decides when it runs. */
export async function touchSignIn(deps: Deps, signInId: number, device: Device): Promise<void> {
  const { ip, area } = describe(device);
  await deps.db.$client.execute(touch(deps.db, { at: deps.now(), ip, area, id: signInId }));
}

/** The user's open sign-ins, most recently used first. */
export async function listSignIns(deps: Deps, caller: Caller): Promise<SignInView[]> {
  const rows = await deps.db
    .select()
    .from(signIns)
    .where(and(eq(signIns.userId, caller.id), isNull(signIns.endedAt), gt(signIns.startedAt, deps.now() - maxAge)))
    .orderBy(desc(signIns.lastSeenAt), desc(signIns.id));
  return rows.map((r) => ({
    id: r.id,
    browser: r.browser,
    os: r.os,
    area: r.area,
    startedAt: r.startedAt,
    lastSeenAt: r.lastSeenAt,
    current: r.id === caller.signInId,
  }));
}

/** Ends one of the caller's own sign-ins; someone else's reads as not found. */
export async function endOwnSignIn(deps: Deps, caller: Caller, signInId: number): Promise<{ ok: true }> {
  const ended = await endSignIns(deps, caller.id, { only: signInId });
  if (!ended.length) throw new ApiError('not-found');
  return { ok: true };
}

/**
 * Ends the user's open sign-ins (all, all but `except`, or `only` one): their tokens are refused from the next request,
 * and their inbox sockets are told and closed. Answers the ids ended.
 */
export async function endSignIns(
  deps: Deps,
  userId: number,
  which: { except?: number; only?: number; reason?: 'suspended' } = {},
): Promise<number[]> {
  const ended = await deps.db
    .update(signIns)
    .set({ endedAt: deps.now() })
    .where(
      and(
        eq(signIns.userId, userId),
        isNull(signIns.endedAt),
        which.except === undefined ? undefined : ne(signIns.id, which.except),
        which.only === undefined ? undefined : eq(signIns.id, which.only),
      ),
    )
    .returning({ id: signIns.id });
  const ids = ended.map((r) => r.id);
  if (ids.length)
    await deps.realtime.toUsers([userId], { type: 'signed-out', signInIds: ids, ...(which.reason ? { reason: which.reason } : {}) });
  return ids;
}

function describe(device: Device) {
  const ua = device.userAgent ?? '';
  const place = [device.city, device.country].filter(Boolean).join('، ');
  return { browser: browserOf(ua), os: osOf(ua), ip: device.ip, area: place || maskedAddress(device.ip) };
}

// Names for the sessions list only; order matters (Edge and Opera also say Chrome, Chrome also says Safari).
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];
const browserOf = (ua: string) => BROWSERS.find(([re]) => re.test(ua))?.[1] ?? null;
const osOf = (ua: string) => SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null;

/** The address with its host part hidden: enough to recognise a network, not a house. */
function maskedAddress(ip: string): string | null {
  if (/^\d+\.\d+\.\d+\.\d+$/.test(ip)) return ip.replace(/\.\d+$/, '.x');
  if (ip.includes(':')) return `${ip.split(':').slice(0, 3).join(':')}:…`;
  return null;
}
