/** The server-stats room takes request counts only on this path, only from inside the Worker (like PUBLISH_PATH). */
export const REQUEST_COUNTS_PATH = '/request-counts';

/** An isolate sends its counts to the server-stats room at most this often. */
export const FLUSH_EVERY_MS = 5_000;

/** Answers counted since the isolate's last flush. */
export interface RequestCounts {
  requests: number;
  /** 5xx answers, and requests that threw before answering: the server's failures, not the client's (4xx). */
  errors: number;
}

/** 5xx only: 4xx are refusals the API gives on purpose (expired token, validation, rate limit), part of normal traffic. */
export const isServerError = (status: number) => status >= 500;

/**
 * Counts the API answers of one isolate in memory and decides when to flush them, so that a request never waits on the
 * stats: `count` says when the caller should flush (0 now, n ms from now, or null when a flush is already on its way;
 * a new isolate's first answer waits one period),
 * `take` hands over what was counted since. At most one flush is pending per isolate; one that never ran (its request
 * was cut short) is given up after a period and the next request schedules another.
 */
export class RequestStats {
  private counts: RequestCounts = { requests: 0, errors: 0 };
  /** undefined until the isolate's first answer, whose period then starts the clock */
  private lastFlush: number | undefined;
  private pendingAt: number | null = null;

  constructor(private readonly everyMs = FLUSH_EVERY_MS) {}

  count(status: number, now: number): number | null {
    this.counts.requests++;
    if (isServerError(status)) this.counts.errors++;
    if (this.pendingAt !== null && now <= this.pendingAt + this.everyMs) return null;
    // a new isolate's first flush waits a period: its first answers never share the isolate with the room's call
    this.lastFlush ??= now;
    const due = Math.max(now, this.lastFlush + this.everyMs);
    this.pendingAt = due;
    return due - now;
  }

  /** What was counted since the last take, or null when nothing was; the counters start again from zero. */
  take(now: number): RequestCounts | null {
    this.pendingAt = null;
    this.lastFlush = now;
    const taken = this.counts;
    if (!taken.requests) return null;
    this.counts = { requests: 0, errors: 0 };
    return taken;
  }
}
