import type { RenderResult } from '@kalam/core/pages';

type Page = Extract<RenderResult, { kind: 'page' }>;

// Markers in web/index.html where a rendered page's parts go; the app's shell keeps the defaults between them.
const HEAD = /<!--head-->[\s\S]*?<!--\/head-->/;
const BODY = '<!--body-->';
const STATE = '<!--state-->';
const SCRIPTS = '<!--scripts-->';

/** The built app's index.html with a rendered page's head, first screen and query cache put in. */
export function pageHtml(template: string, page: Page): string {
  return template
    .replace(HEAD, () => page.head)
    .replace(SCRIPTS, () => page.scripts)
    .replace(BODY, () => page.body)
    .replace(STATE, () => page.state);
}

/** A strong validator of an answer's bytes, for `If-None-Match`. */
export async function etagOf(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hex = [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `"${hex}"`;
}

/** Whether the browser's copy (`If-None-Match`) is this one. */
export function matches(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match');
  return header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false;
}
