import { bookableTimes, DAY_MS, MINUTE_MS, type WeeklyRule } from '@kalam/core';
import { type Figure, percentile, round } from './figure';

/** Bookable times of one tutor over 14 days: three weekly templates, one-off changes and 60 booked lessons. */
export function bookableTimesBench(): Figure {
  const now = Date.UTC(2026, 10, 22, 8);
  const rules: WeeklyRule[] = [
    { weekdays: [6, 0, 1, 2, 3], startMinute: 9 * 60, durationMinutes: 180, timeZone: 'Africa/Cairo', validFrom: 0, validUntil: null },
    { weekdays: [6, 0, 1, 2, 3], startMinute: 16 * 60, durationMinutes: 300, timeZone: 'Africa/Cairo', validFrom: 0, validUntil: null },
    { weekdays: [4], startMinute: 10 * 60, durationMinutes: 120, timeZone: 'Africa/Cairo', validFrom: 0, validUntil: null },
  ];
  const slots = Array.from({ length: 6 }, (_, i) => ({
    kind: i % 2 ? ('add' as const) : ('remove' as const),
    start: now + (i + 1) * 2 * DAY_MS,
    end: now + (i + 1) * 2 * DAY_MS + 2 * 60 * MINUTE_MS,
  }));
  const busy = Array.from({ length: 60 }, (_, i) => ({
    start: now + Math.floor(i / 4) * DAY_MS + (i % 4) * 45 * MINUTE_MS + 7 * 60 * MINUTE_MS,
    end: 0,
  })).map((b) => ({ ...b, end: b.start + 30 * MINUTE_MS }));
  const input = { rules, slots, busy, noticeMinutes: 120, now, from: now, to: now + 14 * DAY_MS };
  for (let i = 0; i < 200; i++) bookableTimes(input);
  const samples: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const t0 = performance.now();
    bookableTimes(input);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const p50 = percentile(samples, 50);
  return {
    name: 'bookable times computation, one tutor, 14 days (median)',
    value: round(p50 * 1000, 0),
    unit: 'µs',
    target: '≤ 1,000 µs',
    ok: p50 <= 1,
    note: `3 weekly templates, 6 one-off changes, 60 lessons; p99 ${round(percentile(samples, 99) * 1000, 0)} µs over 2,000 runs`,
  };
}
