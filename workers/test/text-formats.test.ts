import { describe, expect, it } from 'vitest';
import { csvOf } from '../src/lib/csv';
import { icalendar } from '../src/lib/ical';

describe('the lessons feed as iCalendar', () => {
  const event = {
    uid: 'lesson-7@kalam',
    start: Date.UTC(2026, 10, 25, 16, 30),
    end: Date.UTC(2026, 10, 25, 17, 0),
    stamp: Date.UTC(2026, 10, 20, 10, 0, 0, 123),
    summary: 'درس إنجليزي مع ليلى أحمد عبد الرحمن محمود السيد, وأسرتها; جميعا',
    description: 'سطر\nوسطر',
    status: 'CANCELLED' as const,
    sequence: 1,
  };
  const ics = icalendar({ prodId: '-//kalam//lessons//EN', name: 'دروس كلام', events: [event] });

  it('writes UTC times to the second and escapes text values', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//kalam//lessons//EN\r\nNAME:دروس كلام\r\n')).toBe(true);
    expect(ics).toContain('\r\nDTSTAMP:20261120T100000Z\r\nDTSTART:20261125T163000Z\r\nDTEND:20261125T170000Z\r\n');
    expect(ics).toContain('DESCRIPTION:سطر\\nوسطر\r\nSTATUS:CANCELLED\r\nEND:VEVENT\r\nEND:VCALENDAR');
    expect(ics.replaceAll('\r\n ', '')).toContain('السيد\\, وأسرتها\\; جميعا');
  });

  it('folds lines at 74 octets without cutting an Arabic letter', () => {
    const lines = ics.split('\r\n');
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).not.toContain('\uFFFD');
  });
});

describe('a CSV export', () => {
  it('quotes only fields with a comma, a quote or a line break, and ends every row with CRLF', () => {
    expect(
      csvOf(
        ['الطالب', 'المبلغ'],
        [
          ['عمر', '75.00'],
          ['a,"b"', 30],
          ['سطر\nثان', ''],
        ],
      ),
    ).toBe('الطالب,المبلغ\r\nعمر,75.00\r\n"a,""b""",30\r\n"سطر\nثان",\r\n');
  });
});
