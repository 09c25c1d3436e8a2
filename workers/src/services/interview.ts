import type { InterviewerChoice, InterviewView, Paged, PublicUser } from '@kalam/core/api';
import { fitsIn } from '@kalam/core/availability';
import { BOOKING_GRID_MINUTES, DAY_MS, INTERVIEW_MINUTES, INTERVIEW_RETAKE_MONTHS, MINUTE_MS } from '@kalam/core/constants';
import { InterviewStatus, Role } from '@kalam/core/enums';
import type { schemas } from '@kalam/core/schemas/index';
import { addMonths } from 'date-fns';
import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import { pageOf } from '../db/page';
import { pairKey } from '../db/pair-key';
import { type Interview, interviews, tutors, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { sanitizeHtml } from '../lib/sanitize';
import { bookableOf, loadAvailability } from './availability';
import { tutorChanged } from './events';
import { tellInterview } from './interview-tell';
import { publicUserColumns } from './user';

const interviewer = alias(users, 'interviewer');
const interviewee = alias(users, 'interviewee');
const signer = alias(users, 'signer');
const LENGTH_MS = INTERVIEW_MINUTES * MINUTE_MS;
/** How far ahead an applicant may pick an interview time. */
const CHOICE_DAYS = 14;

type Row = { interview: Interview; interviewer: PublicUser; interviewee: PublicUser; signer: PublicUser | null };

function toView(row: Row, caller: Caller): InterviewView {
  const i = row.interview;
  const staff = caller.id === i.interviewerId || isAdmin(caller);
  return {
    id: i.id,
    interviewer: row.interviewer,
    interviewee: row.interviewee,
    start: i.start,
    end: i.start + LENGTH_MS,
    status: i.status,
    level: i.level,
    // the applicant reads the feedback once the result is signed; the note stays with the staff
    feedback: staff || i.signedAt !== null ? i.feedback : null,
    note: staff ? i.note : null,
    signer: row.signer?.id ? row.signer : null,
    signedAt: i.signedAt,
    createdAt: i.createdAt,
  };
}

const rowsQuery = (deps: Deps, where: SQL | undefined) =>
  deps.db
    .select({
      interview: interviews,
      interviewer: publicUserColumns(interviewer),
      interviewee: publicUserColumns(interviewee),
      signer: publicUserColumns(signer),
    })
    .from(interviews)
    .innerJoin(interviewer, eq(interviewer.id, interviews.interviewerId))
    .innerJoin(interviewee, eq(interviewee.id, interviews.intervieweeId))
    .leftJoin(signer, eq(signer.id, interviews.signerId))
    .where(where)
    .orderBy(desc(interviews.start), desc(interviews.id));

const visibleTo = (caller: Caller): SQL | undefined =>
  isAdmin(caller) ? undefined : or(eq(interviews.interviewerId, caller.id), eq(interviews.intervieweeId, caller.id));

/** `GET /interview/{id}`: the applicant, the interviewer and admins; anyone else `interview-not-found`. */
export async function getInterview(deps: Deps, caller: Caller, id: number): Promise<InterviewView> {
  const [row] = (await rowsQuery(deps, and(eq(interviews.id, id), visibleTo(caller)))) as Row[];
  if (!row) throw new ApiError('interview-not-found');
  return toView(row, caller);
}

/** `GET /interview/list/`: one's own interviews (as applicant or interviewer); admins all. Newest first. */
export async function listInterviews(
  deps: Deps,
  caller: Caller,
  q: z.infer<typeof schemas.interview.listQuery>,
): Promise<Paged<InterviewView>> {
  const where = and(visibleTo(caller), q.status ? eq(interviews.status, q.status) : undefined);
  const { list, total } = await pageOf(deps.db, q, rowsQuery(deps, where), deps.db.select({ n: count() }).from(interviews).where(where));
  return { list: (list as Row[]).map((r) => toView(r, caller)), total };
}

async function activeManagers(deps: Deps, id?: number) {
  return deps.db
    .select(publicUserColumns(users))
    .from(users)
    .innerJoin(tutors, eq(tutors.userId, users.id))
    .where(and(eq(users.role, Role.TutorManager), isNull(users.deactivatedAt), id ? eq(users.id, id) : undefined));
}

/** Free interview starts of the given managers in [from, to): their open time minus lessons and interviews, on the grid. */
async function freeTimes(deps: Deps, managerIds: number[], from: number, to: number): Promise<Map<number, number[]>> {
  const availability = await loadAvailability(deps, managerIds, { start: from, end: to });
  const grid = BOOKING_GRID_MINUTES * MINUTE_MS;
  const out = new Map<number, number[]>();
  for (const [id, a] of availability) {
    const bookable = bookableOf(deps, a, { start: from, end: to });
    const times: number[] = [];
    for (const range of bookable) {
      for (let t = Math.ceil(range.start / grid) * grid; t + LENGTH_MS <= range.end; t += 2 * grid) times.push(t);
    }
    out.set(id, times);
  }
  return out;
}

/** `GET /user/interviewer/select`: tutor managers and their free interview times over the next two weeks. */
export async function interviewerChoices(deps: Deps): Promise<InterviewerChoice[]> {
  const managers = await activeManagers(deps);
  const now = deps.now();
  const times = await freeTimes(
    deps,
    managers.map((m) => m.id),
    now,
    now + CHOICE_DAYS * DAY_MS,
  );
  return managers.map((m) => ({ interviewer: m, times: times.get(m.id) ?? [] }));
}

/**
 * `POST /interview`: a tutor applicant books a tutor manager's free time. One conditional insert decides it, so two
 * applicants racing for one time, or one applicant booking twice, cannot both win: the manager's time must still be
 * free (`busy-tutor-manager`) and the applicant must have no interview in the last six months or still to come
 * (`conflicting-interview`). Booking opens the applicant's chat room with the manager.
 */
export async function createInterview(deps: Deps, caller: Caller, input: z.infer<typeof schemas.interview.create>): Promise<InterviewView> {
  const now = deps.now();
  const [applicant] = await deps.db
    .select({ verified: users.verified, activated: tutors.activated })
    .from(users)
    .innerJoin(tutors, eq(tutors.userId, users.id))
    .where(eq(users.id, caller.id));
  if (!applicant) throw new ApiError('tutor-not-found');
  if (applicant.activated)
    throw new ApiError('bad-request', { message: 'You are already an onboarded tutor.', errors: { interviewerId: 'invalid' } });
  if (!applicant.verified)
    throw new ApiError('bad-request', { message: 'Confirm your email before booking an interview.', errors: { verified: 'required' } });
  const [manager] = await activeManagers(deps, input.interviewerId);
  if (!manager) throw new ApiError('user-not-found');

  const start = input.start;
  const free = (await loadAvailability(deps, [manager.id], { start, end: start + LENGTH_MS })).get(manager.id);
  if (!free) throw new ApiError('user-not-found');
  if (start % (BOOKING_GRID_MINUTES * MINUTE_MS) !== 0 || start <= now) {
    throw new ApiError('bad-request', { message: 'Pick one of the offered times.', errors: { start: 'invalid' } });
  }
  if (!fitsIn(bookableOf(deps, free, { start, end: start + LENGTH_MS }), start, INTERVIEW_MINUTES)) {
    if (free.busy.some((b) => b.start < start + LENGTH_MS && b.end > start)) throw new ApiError('busy-tutor-manager');
    throw new ApiError('bad-request', { message: 'Pick one of the offered times.', errors: { start: 'invalid' } });
  }

  const retakeFrom = addMonths(start, -INTERVIEW_RETAKE_MONTHS).getTime();
  const end = start + LENGTH_MS;
  const key = pairKey(caller.id, manager.id);
  const [inserted] = await deps.db.all<{
    id: number;
  }>(sql`insert into interviews (interviewer_id, interviewee_id, start, status, canceled, created_at, updated_at)
    select ${manager.id}, ${caller.id}, ${start}, ${InterviewStatus.Pending}, 0, ${now}, ${now}
    where not exists (select 1 from interviews where interviewee_id = ${caller.id} and status != ${InterviewStatus.Canceled} and start > ${retakeFrom})
    and not exists (select 1 from interviews where interviewer_id = ${manager.id} and status != ${InterviewStatus.Canceled}
      and start < ${end} and start + ${LENGTH_MS} > ${start})
    and not exists (select 1 from lessons where tutor_id = ${manager.id} and canceled_at is null
      and start < ${end} and start + duration * ${MINUTE_MS} > ${start})
    returning id`);
  if (!inserted) {
    const [previous] = await deps.db
      .select({ id: interviews.id })
      .from(interviews)
      .where(
        and(
          eq(interviews.intervieweeId, caller.id),
          sql`${interviews.status} != ${InterviewStatus.Canceled}`,
          sql`${interviews.start} > ${retakeFrom}`,
        ),
      );
    throw new ApiError(previous ? 'conflicting-interview' : 'busy-tutor-manager');
  }
  await deps.db.batch([
    deps.db.run(sql`insert into rooms (pair_key, created_at) values (${key}, ${now}) on conflict do nothing`),
    deps.db.run(sql`insert or ignore into room_members (room_id, user_id, pinned, muted)
      select r.id, m.value, 0, 0 from rooms r, json_each(${JSON.stringify([caller.id, manager.id])}) m where r.pair_key = ${key}`),
  ]);
  await tutorChanged(deps, manager.id);
  const booked = {
    id: inserted.id,
    interviewerId: manager.id,
    intervieweeId: caller.id,
    start,
    status: InterviewStatus.Pending,
    level: null,
  };
  await tellInterview(deps, 'booked', booked, caller.id);
  return getInterview(deps, caller, inserted.id);
}

/**
 * `PUT /interview/{id}`: the interviewer and admins set status, level, feedback and note; the applicant may only cancel
 * a pending interview before it starts. Signing (the interviewer, a tutor manager, or a super admin) records a Passed
 * or Rejected result for good: a passed applicant is activated as a tutor, and a signed interview never changes again
 * (`interview-already-signed`) — every write is conditional on it being unsigned, so a racing edit cannot slip in.
 */
export async function updateInterview(
  deps: Deps,
  caller: Caller,
  id: number,
  input: z.infer<typeof schemas.interview.update>,
): Promise<InterviewView> {
  const now = deps.now();
  const [current] = await deps.db
    .select()
    .from(interviews)
    .where(and(eq(interviews.id, id), visibleTo(caller)));
  if (!current) throw new ApiError('interview-not-found');
  if (current.signedAt !== null) throw new ApiError('interview-already-signed');
  const staff = caller.id === current.interviewerId || isAdmin(caller);
  if (!staff) {
    const onlyCancel = input.status === InterviewStatus.Canceled && Object.keys(input).every((k) => k === 'status');
    if (!onlyCancel)
      throw new ApiError('bad-request', { message: 'Only the interviewer records the result.', errors: { status: 'invalid' } });
    if (current.status !== InterviewStatus.Pending || current.start <= now) {
      throw new ApiError('bad-request', {
        message: 'Only a pending interview that has not started can be cancelled.',
        errors: { status: 'invalid' },
      });
    }
  }
  if (current.status === InterviewStatus.Canceled)
    throw new ApiError('bad-request', { message: 'The interview was cancelled.', errors: { status: 'invalid' } });

  const next = {
    status: input.status ?? current.status,
    level: input.level ?? current.level,
    feedback: input.feedback !== undefined ? sanitizeHtml(input.feedback) : current.feedback,
    note: input.note !== undefined ? sanitizeHtml(input.note) : current.note,
  };
  let signing = false;
  if (input.sign) {
    const maySign = caller.role === Role.SuperAdmin || (caller.role === Role.TutorManager && caller.id === current.interviewerId);
    if (!maySign)
      throw new ApiError('bad-request', { message: 'The interviewer or a super admin signs the result.', errors: { sign: 'invalid' } });
    const missing: Record<string, 'required' | 'invalid'> = {};
    if (next.status !== InterviewStatus.Passed && next.status !== InterviewStatus.Rejected) missing.status = 'invalid';
    if (next.level === null) missing.level = 'required';
    if (!next.feedback) missing.feedback = 'required';
    if (Object.keys(missing).length)
      throw new ApiError('bad-request', { message: 'Record the result, level and feedback before signing.', errors: missing });
    // a result is signed for an interview that has taken place, never ahead of it
    if (current.start > now) throw new ApiError('interview-not-started');
    signing = true;
  }

  const cancelling = next.status === InterviewStatus.Canceled;
  // a cancellation applies once: a second, racing one changes nothing and tells nobody again
  const unsigned = and(
    eq(interviews.id, id),
    isNull(interviews.signedAt),
    cancelling ? sql`${interviews.status} != ${InterviewStatus.Canceled}` : undefined,
  );
  const update = deps.db
    .update(interviews)
    .set({
      ...next,
      canceled: next.status === InterviewStatus.Canceled,
      updatedAt: now,
      ...(signing ? { signerId: caller.id, signedAt: now } : {}),
    })
    .where(unsigned);
  const activate = signing && next.status === InterviewStatus.Passed;
  const [result] = await deps.db.batch([
    update,
    // runs after the update in the same transaction: activates only if this request's signature is the one stored
    deps.db
      .update(tutors)
      .set({ activated: true, activatedBy: caller.id, activatedAt: now, updatedAt: now })
      .where(
        and(
          eq(tutors.userId, current.intervieweeId),
          sql`${activate ? 1 : 0} = 1`,
          sql`exists (select 1 from interviews where id = ${id} and signer_id = ${caller.id} and signed_at = ${now})`,
        ),
      ),
  ]);
  if (!(result as { rowsAffected: number }).rowsAffected) {
    if (cancelling) throw new ApiError('bad-request', { message: 'The interview was cancelled.', errors: { status: 'invalid' } });
    throw new ApiError('interview-already-signed');
  }
  if (activate) await tutorChanged(deps, current.intervieweeId);
  if (cancelling) await tutorChanged(deps, current.interviewerId);
  const told = { ...current, status: next.status, level: next.level };
  if (cancelling) await tellInterview(deps, 'canceled', told, caller.id);
  if (signing) await tellInterview(deps, 'decided', told, caller.id);
  return getInterview(deps, caller, id);
}
