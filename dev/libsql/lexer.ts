// A small SQLite lexer for the local libSQL server: it splits SQL text into statements the way SQLite's
// `sqlite3_complete()` does (so trigger bodies keep their semicolons), finds each statement's parameters and
// numbers them the way SQLite does, and tells what kind of statement it is. It never judges whether the SQL is
// valid: SQLite does that when the statement is prepared.

export type TokenKind = 'space' | 'semi' | 'word' | 'string' | 'ident' | 'blob' | 'number' | 'param' | 'lparen' | 'rparen' | 'other';

export interface Token {
  kind: TokenKind;
  start: number;
  end: number;
  /** lower-cased text of a word (keyword or bare identifier); the text of a parameter or punctuation; else '' */
  text: string;
}

export interface SqlStatement {
  /** the statement's text, without the semicolon that ends it */
  sql: string;
  tokens: Token[];
}

export interface StatementInfo {
  /** the statement's main verb, lower case: select, insert, update, create, pragma… ('' when unknown) */
  verb: string;
  isExplain: boolean;
  /** INSERT, REPLACE, UPDATE or DELETE: the statements whose changes() count */
  isIud: boolean;
  /** INSERT or REPLACE: the statements whose last_insert_rowid() counts */
  isInsert: boolean;
  /** a best guess of sqlite3_stmt_readonly() */
  isReadonly: boolean;
  /** may take the database's write lock: not read-only, or BEGIN IMMEDIATE / EXCLUSIVE */
  needsWriteLock: boolean;
  /** number of parameter slots (the highest index) */
  paramCount: number;
  /** name of each slot, 1-based (index 0 unused): ':name', '@name', '$name', '?3', or null for a bare '?' */
  paramNames: (string | null)[];
}

const isIdStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c >= 0x80;
const isIdChar = (c: number) => isIdStart(c) || (c >= 48 && c <= 57) || c === 36;
const isDigit = (c: number) => c >= 48 && c <= 57;
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 12 || c === 13;

/** Splits SQL text into tokens. Unterminated strings and comments run to the end of the text. */
export function tokenize(sql: string): Token[] {
  const tokens: Token[] = [];
  const n = sql.length;
  let i = 0;
  const push = (kind: TokenKind, start: number, end: number, text = '') => tokens.push({ kind, start, end, text });
  const quoted = (start: number, close: string): number => {
    // the closing quote doubled is an escaped quote
    let j = start + 1;
    for (;;) {
      const k = sql.indexOf(close, j);
      if (k < 0) return n;
      if (close !== ']' && sql[k + 1] === close) {
        j = k + 2;
        continue;
      }
      return k + 1;
    }
  };
  while (i < n) {
    const c = sql.charCodeAt(i);
    const start = i;
    if (isSpace(c)) {
      while (i < n && isSpace(sql.charCodeAt(i))) i++;
      push('space', start, i);
    } else if (c === 45 /* - */ && sql.charCodeAt(i + 1) === 45) {
      const k = sql.indexOf('\n', i);
      i = k < 0 ? n : k + 1;
      push('space', start, i);
    } else if (c === 47 /* / */ && sql.charCodeAt(i + 1) === 42 /* * */) {
      const k = sql.indexOf('*/', i + 2);
      i = k < 0 ? n : k + 2;
      push('space', start, i);
    } else if (c === 59 /* ; */) {
      i++;
      push('semi', start, i);
    } else if (c === 40) {
      i++;
      push('lparen', start, i);
    } else if (c === 41) {
      i++;
      push('rparen', start, i);
    } else if (c === 39 /* ' */) {
      i = quoted(i, "'");
      push('string', start, i);
    } else if (c === 34 /* " */ || c === 96 /* ` */) {
      i = quoted(i, sql[i]!);
      push('ident', start, i);
    } else if (c === 91 /* [ */) {
      i = quoted(i, ']');
      push('ident', start, i);
    } else if ((c === 120 || c === 88) /* x X */ && sql.charCodeAt(i + 1) === 39) {
      i = quoted(i + 1, "'");
      push('blob', start, i);
    } else if (c === 63 /* ? */) {
      i++;
      while (i < n && isDigit(sql.charCodeAt(i))) i++;
      push('param', start, i, sql.slice(start, i));
    } else if (c === 58 || c === 64 || c === 36 || c === 35 /* : @ $ # */) {
      // SQLite's named variables, including its Tcl forms `$a::b` and `$a(x)`
      i++;
      let len = 0;
      while (i < n) {
        const d = sql.charCodeAt(i);
        if (isIdChar(d)) {
          i++;
          len++;
        } else if (d === 40 && len > 0) {
          const k = sql.indexOf(')', i);
          i = k < 0 ? n : k + 1;
          break;
        } else if (d === 58 && sql.charCodeAt(i + 1) === 58) {
          i += 2;
        } else break;
      }
      if (len > 0) push('param', start, i, sql.slice(start, i));
      else push('other', start, i, sql.slice(start, i));
    } else if (isDigit(c) || (c === 46 && isDigit(sql.charCodeAt(i + 1)))) {
      i++;
      while (i < n) {
        const d = sql.charCodeAt(i);
        if (isIdChar(d) || d === 46) {
          i++;
          if ((d === 101 || d === 69) && (sql[i] === '+' || sql[i] === '-') && !/^0x/i.test(sql.slice(start, i))) i++;
        } else break;
      }
      push('number', start, i);
    } else if (isIdStart(c)) {
      i++;
      while (i < n && isIdChar(sql.charCodeAt(i))) i++;
      push('word', start, i, sql.slice(start, i).toLowerCase());
    } else {
      i++;
      push('other', start, i, sql[start]);
    }
  }
  return tokens;
}

// sqlite3_complete()'s state machine: a semicolon ends a statement unless it is inside CREATE TRIGGER … END.
// States: 0 invalid, 1 start, 2 normal, 3 explain, 4 create, 5 trigger, 6 semi, 7 end.
// Tokens: 0 semi, 1 space, 2 other, 3 explain, 4 create, 5 temp, 6 trigger, 7 end.
const TRANSITIONS = [
  [1, 0, 2, 3, 4, 2, 2, 2],
  [1, 1, 2, 3, 4, 2, 2, 2],
  [1, 2, 2, 2, 2, 2, 2, 2],
  [1, 3, 3, 2, 4, 2, 2, 2],
  [1, 4, 2, 2, 2, 4, 5, 2],
  [6, 5, 5, 5, 5, 5, 5, 5],
  [6, 6, 5, 5, 5, 5, 5, 7],
  [1, 7, 5, 5, 5, 5, 5, 5],
];
const KEYWORD_CLASS: Record<string, number> = { explain: 3, create: 4, temp: 5, temporary: 5, trigger: 6, end: 7 };

/** Splits SQL text into its statements; empty statements (only spaces, comments or semicolons) are dropped. */
export function splitStatements(sql: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let state = 0;
  let current: Token[] = [];
  const flush = () => {
    const body = current.filter((t) => t.kind !== 'space' && t.kind !== 'semi');
    if (body.length > 0) statements.push({ sql: sql.slice(body[0]!.start, body.at(-1)!.end), tokens: current });
    current = [];
  };
  for (const token of tokenize(sql)) {
    const cls = token.kind === 'semi' ? 0 : token.kind === 'space' ? 1 : token.kind === 'word' ? (KEYWORD_CLASS[token.text] ?? 2) : 2;
    state = TRANSITIONS[state]![cls]!;
    if (token.kind === 'space' && current.length === 0) continue;
    current.push(token);
    if (token.kind === 'semi' && state === 1) flush();
  }
  if (current.length > 0) flush();
  return statements;
}

const MAIN_VERBS = new Set(['select', 'insert', 'replace', 'update', 'delete', 'values']);
const TRANSACTION_VERBS = new Set(['begin', 'commit', 'end', 'rollback', 'savepoint', 'release']);

/** What kind of statement this is, and its parameter slots numbered as SQLite numbers them. */
export function describeStatement(tokens: Token[]): StatementInfo {
  const code = tokens.filter((t) => t.kind !== 'space' && t.kind !== 'semi');
  let at = 0;
  const isExplain = code[0]?.kind === 'word' && code[0].text === 'explain';
  if (isExplain) at = 1;
  let verb = code[at]?.kind === 'word' ? code[at]!.text : '';
  if (verb === 'with') {
    // skip the common table expressions: the main verb is the first one outside parentheses
    let depth = 0;
    verb = '';
    for (const t of code.slice(at + 1)) {
      if (t.kind === 'lparen') depth++;
      else if (t.kind === 'rparen') depth--;
      else if (depth === 0 && t.kind === 'word' && MAIN_VERBS.has(t.text)) {
        verb = t.text;
        break;
      }
    }
  }
  const isIud = !isExplain && (verb === 'insert' || verb === 'replace' || verb === 'update' || verb === 'delete');
  const isInsert = !isExplain && (verb === 'insert' || verb === 'replace');
  const isReadonly =
    isExplain ||
    verb === 'select' ||
    verb === 'values' ||
    TRANSACTION_VERBS.has(verb) ||
    (verb === 'pragma' && !code.some((t) => t.kind === 'other' && t.text === '='));

  const second = code[at + 1];
  const needsWriteLock =
    !isReadonly || (verb === 'begin' && second?.kind === 'word' && (second.text === 'immediate' || second.text === 'exclusive'));

  // sqlite3ExprAssignVarNumber: `?` takes the next slot, `?N` slot N, a name its first slot
  const paramNames: (string | null)[] = [null];
  const named = new Map<string, number>();
  let count = 0;
  for (const t of code) {
    if (t.kind !== 'param') continue;
    if (t.text === '?') {
      count++;
      paramNames[count] = null;
    } else if (t.text[0] === '?') {
      const index = Number(t.text.slice(1));
      if (index > count) count = index;
      paramNames[index] ??= t.text;
    } else if (!named.has(t.text)) {
      count++;
      named.set(t.text, count);
      paramNames[count] = t.text;
    }
  }
  for (let k = 1; k <= count; k++) paramNames[k] ??= null;
  return { verb, isExplain, isIud, isInsert, isReadonly, needsWriteLock, paramCount: count, paramNames };
}

/** Statements of an SQL text with their descriptions. */
export function analyzeSql(sql: string): { sql: string; info: StatementInfo }[] {
  return splitStatements(sql).map((s) => ({ sql: s.sql, info: describeStatement(s.tokens) }));
}
