import { type ProtoError, RequestError } from './protocol';

// SQLite's failures reported as sqld reports them, so the client's error codes match Turso's.

// sqld reports a SQLite failure by its primary code, with rusqlite's names (SQLITE_ERROR is "unknown" there)
const PRIMARY_CODES: Record<number, string> = {
  1: 'SQLITE_UNKNOWN',
  2: 'SQLITE_INTERNAL',
  3: 'SQLITE_PERM',
  4: 'SQLITE_ABORT',
  5: 'SQLITE_BUSY',
  6: 'SQLITE_LOCKED',
  7: 'SQLITE_NOMEM',
  8: 'SQLITE_READONLY',
  9: 'SQLITE_INTERRUPT',
  10: 'SQLITE_IOERR',
  11: 'SQLITE_CORRUPT',
  12: 'SQLITE_NOTFOUND',
  13: 'SQLITE_FULL',
  14: 'SQLITE_CANTOPEN',
  15: 'SQLITE_PROTOCOL',
  17: 'SQLITE_SCHEMA',
  18: 'SQLITE_TOOBIG',
  19: 'SQLITE_CONSTRAINT',
  20: 'SQLITE_MISMATCH',
  21: 'SQLITE_MISUSE',
  22: 'SQLITE_NOLFS',
  23: 'SQLITE_AUTH',
  25: 'SQLITE_RANGE',
  26: 'SQLITE_NOTADB',
};

export function busyError(): Error {
  return Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY', rawCode: 5 });
}

function isSqliteError(err: unknown): err is Error & { code: string; rawCode?: number } {
  const code = (err as { code?: unknown } | null)?.code;
  return err instanceof Error && typeof code === 'string' && code.startsWith('SQLITE_');
}

/** A statement SQLite refused to compile: sqld answers SQL_INPUT_ERROR for those. */
export function inputError(err: unknown): unknown {
  if (isSqliteError(err) && ((err.rawCode ?? 1) & 0xff) === 1)
    return new RequestError(`SQL input error: ${err.message}`, 'SQL_INPUT_ERROR');
  return err;
}

export function toProtoError(err: unknown): ProtoError {
  if (err instanceof RequestError) return { message: err.message, code: err.code };
  if (isSqliteError(err)) {
    const code =
      (typeof err.rawCode === 'number' ? PRIMARY_CODES[err.rawCode & 0xff] : undefined) ?? err.code.replace(/^(SQLITE_[A-Z]+)_.*$/, '$1');
    return { message: `SQLite error: ${err.message}`, code };
  }
  return { message: err instanceof Error ? err.message : String(err), code: 'SQLITE_UNKNOWN' };
}
