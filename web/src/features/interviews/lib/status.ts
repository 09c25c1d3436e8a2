import type { InterviewView } from '@kalam/core/api';
import { INTERVIEW_RETAKE_MONTHS, LESSON_JOIN_EARLY_MINUTES, MINUTE_MS } from '@kalam/core/constants';
import { InterviewStatus } from '@kalam/core/enums';
import { sessionIdOf } from '@kalam/core/session';

/** Status keys for labels (`interviews.status.<key>`) and badge colours, by InterviewStatus. */
export const STATUS_KEYS: Record<number, string> = {
  [InterviewStatus.Pending]: 'pending',
  [InterviewStatus.Passed]: 'passed',
  [InterviewStatus.Rejected]: 'rejected',
  [InterviewStatus.Canceled]: 'canceled',
};

export const STATUS_TONES: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  passed: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-800',
  canceled: 'bg-gray-200 text-gray-800',
  review: 'bg-sky-100 text-sky-900',
};

/** The statuses an interviewer may record, in the order the select offers them. */
export const RECORDABLE_STATUSES = [
  InterviewStatus.Pending,
  InterviewStatus.Passed,
  InterviewStatus.Rejected,
  InterviewStatus.Canceled,
] as const;

/** The call's page: the session screen joins `interview-<id>`. */
export const joinHref = (id: number) => `/session?id=${sessionIdOf('interview', id)}`;

/** Members may join from ten minutes before the start until the end, unless it was cancelled. */
export const joinOpensAt = (interview: Pick<InterviewView, 'start'>) => interview.start - LESSON_JOIN_EARLY_MINUTES * MINUTE_MS;
export const canJoin = (interview: Pick<InterviewView, 'start' | 'end' | 'status'>, now: number) =>
  interview.status !== InterviewStatus.Canceled && now >= joinOpensAt(interview) && now < interview.end;

/** The applicant may cancel only a pending interview that has not started. */
export const canCancel = (interview: Pick<InterviewView, 'start' | 'status' | 'signedAt'>, now: number) =>
  interview.status === InterviewStatus.Pending && interview.signedAt === null && now < interview.start;

/** A signed result never changes, and a cancelled interview takes no result. */
export const isReadOnly = (interview: Pick<InterviewView, 'signedAt' | 'status'>) =>
  interview.signedAt !== null || interview.status === InterviewStatus.Canceled;

/** Signing needs a passed or rejected result, a level and feedback. */
export const isSignable = (values: { status: number; level: number | null; feedback: string }) =>
  (values.status === InterviewStatus.Passed || values.status === InterviewStatus.Rejected) &&
  values.level !== null &&
  values.feedback.trim() !== '';

/** When the applicant may book again: six months after the last interview that was not cancelled. */
export function retakeFrom(interview: Pick<InterviewView, 'start'>): number {
  const d = new Date(interview.start);
  d.setUTCMonth(d.getUTCMonth() + INTERVIEW_RETAKE_MONTHS);
  return d.getTime();
}

/** A new interview is open after a cancelled one, or six months after a signed rejection (the server decides for good). */
export const mayBookAgain = (interview: Pick<InterviewView, 'start' | 'status' | 'signedAt'>, now: number) =>
  interview.status === InterviewStatus.Canceled ||
  (interview.status === InterviewStatus.Rejected && interview.signedAt !== null && now >= retakeFrom(interview));
