const BASE = 'https://kalam.invalid';
const PATH = /^\/(?![/\\])[^\s\\]*$/;

/**
 * Where to go after signing in, registering, verifying or paying: only a path of ours, never another origin (no
 * `//host`, no `/\host`, no scheme), so a crafted link cannot send a student away. Plain code rather than a schema:
 * the sign-in and register pages would otherwise load the validation library before their first paint.
 */
export function safeNext(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length > 2000 || !PATH.test(raw)) return null;
  const url = new URL(raw, BASE);
  return url.origin === BASE && `${url.pathname}${url.search}${url.hash}` === raw ? raw : null;
}

/** `path` with `next` added to its query, when there is one. */
export const withNext = (path: string, next: string | null) =>
  next ? `${path}${path.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}` : path;

const KEY = 'kalam.next';
// an intent older than this is not offered again: the student has moved on
const KEEP_MS = 2 * 60 * 60_000;

/**
 * Keeps `next` for the steps whose return address we do not write: Fawry's 3-D Secure and add-card pages come back to
 * a URL of their own, in the same tab.
 */
export function rememberNext(next: string | null) {
  try {
    if (next) sessionStorage.setItem(KEY, JSON.stringify({ next, at: Date.now() }));
    else sessionStorage.removeItem(KEY);
  } catch {
    /* storage blocked: the URL still carries it where it can */
  }
}

/** The remembered `next`, when recent and still one of ours. */
export function recalledNext(): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { next?: string; at?: number } | null;
    if (!saved || typeof saved.at !== 'number' || Date.now() - saved.at > KEEP_MS) return null;
    return safeNext(saved.next);
  } catch {
    return null;
  }
}
