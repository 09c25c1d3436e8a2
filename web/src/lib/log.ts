import { saveFile } from './save-file';

// The last lines of what went wrong in this tab, for the error page's "save log" button.
const MAX = 500;
const lines: string[] = [];

export function logLine(level: string, ...parts: unknown[]) {
  const text = parts
    .map((p) => (p instanceof Error ? `${p.name}: ${p.message}\n${p.stack ?? ''}` : typeof p === 'string' ? p : safe(p)))
    .join(' ');
  lines.push(`${new Date().toISOString()} [${level}] ${text}`);
  if (lines.length > MAX) lines.splice(0, lines.length - MAX);
}

function safe(v: unknown): string {
  try {
    return JSON.stringify(v);
  } catch {
    return String(v);
  }
}

let installed = false;
/** Keeps console errors and warnings and uncaught errors in the buffer, still printing them. */
export function installLogCapture() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      logLine(level, ...args);
      original(...args);
    };
  }
  window.addEventListener('error', (e) => logLine('uncaught', e.error ?? e.message));
  window.addEventListener('unhandledrejection', (e) => logLine('unhandled', e.reason));
}

export function logText(extra?: unknown): string {
  const header = [`Kalam log`, `time: ${new Date().toISOString()}`, `url: ${location.href}`, `agent: ${navigator.userAgent}`];
  if (extra !== undefined) logLine('error', extra);
  return [...header, '', ...lines].join('\n');
}

export function downloadLog(extra?: unknown) {
  saveFile(
    new Blob([logText(extra)], { type: 'text/plain;charset=utf-8' }),
    `kalam-log-${new Date().toISOString().replace(/[:.]/g, '-')}.txt`,
  );
}
