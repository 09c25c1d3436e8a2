// CSV (RFC 4180) as the spreadsheet exports write it, so the Worker carries no CSV library.

/** A field as written: quoted, its quotes doubled, when it holds a comma, a quote or a line break. */
const field = (value: string | number) => {
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/** The header row, then one row per record, each ended by CRLF (what Excel writes). */
export const csvOf = (header: string[], rows: (string | number)[][]) =>
  [header, ...rows].map((row) => `${row.map(field).join(',')}\r\n`).join('');
