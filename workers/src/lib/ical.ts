// iCalendar (RFC 5545) as the lessons feed writes it: one calendar of plain events, so the Worker carries no calendar library.

export interface CalendarEvent {
  uid: string;
  start: number;
  end: number;
  /** when the event last changed */
  stamp: number;
  summary: string;
  description: string;
  status: 'CONFIRMED' | 'CANCELLED';
  /** a higher sequence replaces what a calendar holds for the uid */
  sequence: number;
}

/** UTC time as iCalendar writes it: `20261125T163000Z`. */
const utc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');

/** A text value: backslash, semicolon and comma escaped, line breaks as `\n`. */
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');

/** Octets of a character in UTF-8. */
const octetsOf = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** A content line cut every 74 octets, never inside a character; each continuation starts with a space. */
function fold(line: string): string {
  let out = '';
  let octets = 0;
  for (const ch of line) {
    const size = octetsOf(ch);
    octets += size;
    if (octets > 74) {
      out += '\r\n ';
      octets = size;
    }
    out += ch;
  }
  return out;
}

/** The calendar `name` with `events`, lines ended by CRLF. */
export function icalendar(opts: { prodId: string; name: string; events: CalendarEvent[] }): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${opts.prodId}`, `NAME:${text(opts.name)}`, `X-WR-CALNAME:${text(opts.name)}`];
  for (const e of opts.events)
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `SEQUENCE:${e.sequence}`,
      `DTSTAMP:${utc(e.stamp)}`,
      `DTSTART:${utc(e.start)}`,
      `DTEND:${utc(e.end)}`,
      `SUMMARY:${text(e.summary)}`,
      `DESCRIPTION:${text(e.description)}`,
      `STATUS:${e.status}`,
      'END:VEVENT',
    );
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n');
}
