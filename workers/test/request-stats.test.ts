import { describe, expect, it } from 'vitest';
import { isServerError, RequestStats } from '../src/lib/request-stats';

describe('request stats of an isolate', () => {
  it('counts every answer and only 5xx as errors', () => {
    const stats = new RequestStats(5_000);
    for (const status of [200, 201, 204, 301, 400, 401, 404, 429, 500, 503]) stats.count(status, 1_000);
    expect(stats.take(1_000)).toEqual({ requests: 10, errors: 2 });
    expect([499, 500, 599].map(isServerError)).toEqual([false, true, true]);
  });

  it("waits one period for a new isolate's first flush, then flushes at most once per period, and never two at a time", () => {
    const stats = new RequestStats(5_000);
    expect(stats.count(200, 10_000)).toBe(5_000);
    expect(stats.count(200, 10_001)).toBeNull();
    expect(stats.take(15_002)).toEqual({ requests: 2, errors: 0 });
    // the next request asks for a flush when the period since the last one ends
    expect(stats.count(500, 16_000)).toBe(4_002);
    expect(stats.count(200, 17_000)).toBeNull();
    expect(stats.count(200, 19_000)).toBeNull();
    expect(stats.take(20_002)).toEqual({ requests: 3, errors: 1 });
    // after a quiet spell the flush is due at once
    expect(stats.count(200, 60_000)).toBe(0);
  });

  it('starts from zero after each take, and has nothing to send when nothing was counted', () => {
    const stats = new RequestStats(5_000);
    stats.count(200, 0);
    expect(stats.take(0)).toEqual({ requests: 1, errors: 0 });
    expect(stats.take(6_000)).toBeNull();
    stats.count(404, 12_000);
    expect(stats.take(12_000)).toEqual({ requests: 1, errors: 0 });
  });

  it('gives up on a flush that never ran and lets a later request schedule another', () => {
    const stats = new RequestStats(5_000);
    expect(stats.count(200, 0)).toBe(5_000);
    // the flush's request was cut short: no take; within a period after it was due later requests still wait for it
    expect(stats.count(200, 9_000)).toBeNull();
    expect(stats.count(200, 10_001)).toBe(0);
    expect(stats.take(10_001)).toEqual({ requests: 3, errors: 0 });
  });
});
