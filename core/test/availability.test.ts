import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import {
  bookableTimes,
  cellsOf,
  daysFrom,
  expandWeekly,
  fitsIn,
  startTimes,
  subtract,
  union,
  type WeeklyRule,
  weekdayMask,
  weekdaysOf,
  weekOf,
} from '../src/availability';
import { MINUTE_MS } from '../src/constants';

const CAIRO = 'Africa/Cairo';
/** A wall-clock time in a zone, as UTC ms. */
const at = (tz: string, y: number, m: number, d: number, h = 0, min = 0) => new TZDate(y, m - 1, d, h, min, tz).getTime();
const iso = (ms: number) => new Date(ms).toISOString();
const rule = (r: Partial<WeeklyRule>): WeeklyRule => ({
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  startMinute: 9 * 60,
  durationMinutes: 120,
  timeZone: CAIRO,
  validFrom: 0,
  validUntil: null,
  ...r,
});

describe('range arithmetic', () => {
  it('merges touching and overlapping ranges and subtracts holes', () => {
    expect(
      union([
        { start: 5, end: 8 },
        { start: 0, end: 5 },
        { start: 10, end: 12 },
        { start: 7, end: 9 },
      ]),
    ).toEqual([
      { start: 0, end: 9 },
      { start: 10, end: 12 },
    ]);
    expect(
      subtract(
        [{ start: 0, end: 10 }],
        [
          { start: 2, end: 3 },
          { start: 8, end: 20 },
          { start: -5, end: 1 },
        ],
      ),
    ).toEqual([
      { start: 1, end: 2 },
      { start: 3, end: 8 },
    ]);
    expect(subtract([{ start: 0, end: 10 }], [{ start: 0, end: 10 }])).toEqual([]);
  });
});

describe('weekly templates', () => {
  it('places a Cairo template at Cairo wall-clock time (UTC+2 in winter)', () => {
    const from = at(CAIRO, 2026, 11, 21); // Saturday
    const out = expandWeekly([rule({ weekdays: [6, 1] })], from, from + 7 * 24 * 60 * MINUTE_MS);
    expect(out.map((r) => iso(r.start))).toEqual(['2026-11-21T07:00:00.000Z', '2026-11-23T07:00:00.000Z']);
    expect(out[0]!.end - out[0]!.start).toBe(120 * MINUTE_MS);
  });

  it('follows Cairo summer time (UTC+3) for the same wall-clock hour', () => {
    const from = at(CAIRO, 2026, 7, 1);
    const [first] = expandWeekly([rule({})], from, from + 24 * 60 * MINUTE_MS);
    expect(iso(first!.start)).toBe('2026-07-01T06:00:00.000Z');
  });

  it('keeps local time across a zone’s DST change (New York, 2026-03-08)', () => {
    const tz = 'America/New_York';
    const out = expandWeekly([rule({ timeZone: tz, startMinute: 10 * 60, durationMinutes: 60 })], at(tz, 2026, 3, 7), at(tz, 2026, 3, 9));
    expect(out.map((r) => iso(r.start))).toEqual(['2026-03-07T15:00:00.000Z', '2026-03-08T14:00:00.000Z']);
  });

  it('runs past midnight and honours valid from/until', () => {
    const late = rule({ startMinute: 23 * 60, durationMinutes: 120 });
    const from = at(CAIRO, 2026, 11, 22, 0);
    const out = expandWeekly([late], from, from + 60 * MINUTE_MS);
    // the Saturday 23:00 occurrence still covers Sunday 00:00–01:00
    expect(out.map((r) => iso(r.start))).toEqual(['2026-11-21T21:00:00.000Z']);
    const bounded = rule({ validFrom: at(CAIRO, 2026, 11, 23), validUntil: at(CAIRO, 2026, 11, 25) });
    const days = expandWeekly([bounded], at(CAIRO, 2026, 11, 20), at(CAIRO, 2026, 11, 30)).map((r) => iso(r.start));
    expect(days).toEqual(['2026-11-23T07:00:00.000Z', '2026-11-24T07:00:00.000Z']);
  });

  it('places every occurrence of a year where the time-zone library does, whatever the order of the windows asked', () => {
    // Cairo changes at midnight, Lord Howe by half an hour, Kolkata never; some minutes fall in a skipped hour
    for (const tz of [CAIRO, 'Australia/Lord_Howe', 'America/New_York', 'Asia/Kolkata']) {
      const rules = [0, 30, 90, 150, 600, 1410].map((startMinute) => rule({ timeZone: tz, startMinute, durationMinutes: 60 }));
      const expected: number[] = [];
      for (
        let day = new TZDate(2026, 0, 1, tz);
        day.getFullYear() === 2026;
        day = new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + 1, tz)
      )
        for (const r of rules)
          expected.push(
            new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), Math.floor(r.startMinute / 60), r.startMinute % 60, tz).getTime(),
          );
      const year = [at(tz, 2026, 1, 1), at(tz, 2027, 1, 1)] as const;
      const starts = (from: number, to: number) =>
        expandWeekly(rules, from, to)
          .map((r) => r.start)
          .filter((s) => s >= from && s < to);
      const inMonths: number[] = [];
      // later months first, so the days kept per zone are asked for out of order
      for (const m of [7, 3, 11, 1, 5, 9, 2, 12, 4, 8, 6, 10])
        inMonths.push(...starts(at(tz, 2026, m, 1), m === 12 ? year[1] : at(tz, 2026, m + 1, 1)));
      expect(starts(...year).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
      expect(inMonths.sort((a, b) => a - b)).toEqual(expected);
    }
  });

  it('stores weekdays as a bitmask', () => {
    expect(weekdayMask([0, 6])).toBe(0b1000001);
    expect(weekdaysOf(weekdayMask([6, 2, 0]))).toEqual([0, 2, 6]);
  });
});

describe('bookable times', () => {
  const now = at(CAIRO, 2026, 11, 22, 10, 7); // Sunday 10:07 Cairo
  const day = { from: at(CAIRO, 2026, 11, 22), to: at(CAIRO, 2026, 11, 23) };
  const base = { rules: [rule({ startMinute: 9 * 60, durationMinutes: 8 * 60 })], slots: [], busy: [], noticeMinutes: 0, now, ...day };

  it('starts after now on the 15-minute grid', () => {
    expect(bookableTimes(base)).toEqual([{ start: at(CAIRO, 2026, 11, 22, 10, 15), end: at(CAIRO, 2026, 11, 22, 17) }]);
  });

  it('leaves out the notice period', () => {
    const [first] = bookableTimes({ ...base, noticeMinutes: 120 });
    expect(first!.start).toBe(at(CAIRO, 2026, 11, 22, 12, 15));
  });

  it('leaves out booked lessons and removed slots, adds one-off slots', () => {
    const out = bookableTimes({
      ...base,
      busy: [{ start: at(CAIRO, 2026, 11, 22, 12), end: at(CAIRO, 2026, 11, 22, 12, 30) }],
      slots: [
        { kind: 'remove', start: at(CAIRO, 2026, 11, 22, 15), end: at(CAIRO, 2026, 11, 22, 17) },
        { kind: 'add', start: at(CAIRO, 2026, 11, 22, 20), end: at(CAIRO, 2026, 11, 22, 21) },
      ],
    });
    expect(out.map((r) => [iso(r.start), iso(r.end)])).toEqual([
      ['2026-11-22T08:15:00.000Z', '2026-11-22T10:00:00.000Z'],
      ['2026-11-22T10:30:00.000Z', '2026-11-22T13:00:00.000Z'],
      ['2026-11-22T18:00:00.000Z', '2026-11-22T19:00:00.000Z'],
    ]);
  });

  it('shows the same instants to a student in another zone', () => {
    const tz = 'Asia/Dubai';
    const [first] = bookableTimes({ ...base, from: at(tz, 2026, 11, 22), to: at(tz, 2026, 11, 23) });
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit' }).format(first!.start)).toBe('12:15');
  });

  it('lists start times that fit a 15- or 30-minute lesson', () => {
    const ranges = [{ start: at(CAIRO, 2026, 11, 23, 9), end: at(CAIRO, 2026, 11, 23, 10) }];
    expect(startTimes(ranges, 30)).toHaveLength(3);
    expect(startTimes(ranges, 15)).toHaveLength(4);
    expect(fitsIn(ranges, at(CAIRO, 2026, 11, 23, 9, 30), 30)).toBe(true);
    expect(fitsIn(ranges, at(CAIRO, 2026, 11, 23, 9, 45), 30)).toBe(false);
  });
});

describe('cells, weeks and days', () => {
  it('gives a 30-minute lesson two cells and a 15-minute one one', () => {
    const t = at(CAIRO, 2026, 11, 23, 9);
    expect(cellsOf(t, 30)).toEqual([t / (15 * MINUTE_MS), t / (15 * MINUTE_MS) + 1]);
    expect(cellsOf(t + 15 * MINUTE_MS, 15)).toEqual([t / (15 * MINUTE_MS) + 1]);
  });

  it('starts the week on Saturday 00:00 Cairo time, whatever the UTC date', () => {
    // Friday 23:30 Cairo is still the old week; Saturday 00:30 Cairo (Friday 22:30 UTC) is the new one
    expect(iso(weekOf(at(CAIRO, 2026, 11, 27, 23, 30)).start)).toBe(iso(at(CAIRO, 2026, 11, 21)));
    const sat = weekOf(at(CAIRO, 2026, 11, 28, 0, 30));
    expect(iso(sat.start)).toBe('2026-11-27T22:00:00.000Z');
    expect(sat.end - sat.start).toBe(7 * 24 * 60 * MINUTE_MS);
  });

  it('lists local days', () => {
    const days = daysFrom(at(CAIRO, 2026, 11, 22, 15), 3);
    expect(days.map((d) => iso(d.start))).toEqual(['2026-11-21T22:00:00.000Z', '2026-11-22T22:00:00.000Z', '2026-11-23T22:00:00.000Z']);
  });
});

describe('local dates', () => {
  it('turns a Cairo date and minute into an instant and back', async () => {
    const { localTime, localDate } = await import('../src/availability');
    expect(iso(localTime('2026-11-28', 19 * 60 + 30))).toBe('2026-11-28T17:30:00.000Z');
    expect(localDate(Date.UTC(2026, 10, 27, 22, 30))).toBe('2026-11-28');
  });
});
