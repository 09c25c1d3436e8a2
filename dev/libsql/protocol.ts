// Hrana 2/3's JSON encoding: the requests a pipeline carries, their results, values, and the three ways a request fails.

export type ProtoValue =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string };
export interface ProtoStmt {
  sql?: string | null;
  sql_id?: number | null;
  args?: ProtoValue[];
  named_args?: { name: string; value: ProtoValue }[];
  want_rows?: boolean | null;
}
export type ProtoCond =
  | { type: 'ok' | 'error'; step: number }
  | { type: 'not'; cond: ProtoCond }
  | { type: 'and' | 'or'; conds: ProtoCond[] }
  | { type: 'is_autocommit' };
export interface ProtoBatch {
  steps: { condition?: ProtoCond | null; stmt: ProtoStmt }[];
}
export type ProtoRequest =
  | { type: 'close' }
  | { type: 'execute'; stmt: ProtoStmt }
  | { type: 'batch'; batch: ProtoBatch }
  | { type: 'sequence'; sql?: string | null; sql_id?: number | null }
  | { type: 'describe'; sql?: string | null; sql_id?: number | null }
  | { type: 'store_sql'; sql_id: number; sql: string }
  | { type: 'close_sql'; sql_id: number }
  | { type: 'get_autocommit' };
export interface ProtoError {
  message: string;
  code?: string;
}
export interface StmtResult {
  cols: { name: string; decltype: string | null }[];
  rows: ProtoValue[][];
  affected_row_count: number;
  last_insert_rowid: string | null;
}
export type StreamResult = { type: 'ok'; response: { type: string } & Record<string, unknown> } | { type: 'error'; error: ProtoError };

/** Fails the whole HTTP request with 400 (a client that follows the protocol never sees it). */
export class ProtocolError extends Error {}
/** Fails the whole HTTP request with 500 and a JSON error, like sqld's stream errors. */
export class StreamError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}
/** The error result of one request (or one batch step). */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

// ---- values ----

const MIN_I64 = -(2n ** 63n);
const MAX_I64 = 2n ** 63n - 1n;

export function decodeValue(v: unknown): unknown {
  if (!isObject(v)) throw new ProtocolError('Each value must be an object with a `type`');
  switch (v.type) {
    case 'null':
      return null;
    case 'integer': {
      const text = typeof v.value === 'number' && Number.isSafeInteger(v.value) ? String(v.value) : v.value;
      if (typeof text !== 'string' || !/^[+-]?\d+$/.test(text)) throw new ProtocolError('An integer value must be a string of digits');
      const n = BigInt(text);
      if (n < MIN_I64 || n > MAX_I64) throw new ProtocolError('An integer value must fit in 64 bits');
      return n;
    }
    case 'float':
      if (typeof v.value !== 'number') throw new ProtocolError('A float value must be a number');
      return v.value;
    case 'text':
      if (typeof v.value !== 'string') throw new ProtocolError('A text value must be a string');
      return v.value;
    case 'blob':
      if (typeof v.base64 !== 'string') throw new ProtocolError('A blob value must have `base64`');
      return Buffer.from(v.base64, 'base64');
    default:
      throw new ProtocolError(`Unknown value type ${JSON.stringify(v.type)}`);
  }
}

export function encodeValue(v: unknown): ProtoValue {
  if (v === null || v === undefined) return { type: 'null' };
  // integers come as bigint (safeIntegers), so every number is a REAL, even 2.0
  if (typeof v === 'bigint') return { type: 'integer', value: v.toString() };
  if (typeof v === 'number') return { type: 'float', value: v };
  if (typeof v === 'string') return { type: 'text', value: v };
  if (v instanceof Uint8Array || v instanceof ArrayBuffer)
    return {
      type: 'blob',
      base64: Buffer.from(v as Uint8Array)
        .toString('base64')
        .replace(/=+$/, ''),
    };
  return { type: 'text', value: String(v) };
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
