/** An error's code and message with those of its causes: libSQL wraps SQLite's message ("UNIQUE constraint failed: …"). */
function errorText(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err; e && parts.length < 5; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    parts.push(`${code ?? ''} ${String(message ?? e)}`.trim());
  }
  return parts.join(' | ');
}

/** Whether a write broke a UNIQUE constraint (on a column whose name contains `column`, when given). */
export const isUniqueViolation = (err: unknown, column = '') => {
  const text = errorText(err);
  return /UNIQUE/i.test(text) && text.includes(column);
};
