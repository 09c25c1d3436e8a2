import { LOCALE } from '@kalam/core/constants';
import { t } from 'i18next';
import type { PageHead } from './page-server';

/** The share image of every page without one of its own (1200×630, in web/public). */
export const DEFAULT_SHARE_IMAGE = '/og-image.png';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** JSON inside a script element: `<` escaped, so no text in it can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Data for the browser in a script it does not run (no nonce needed, never executed). */
export const jsonScript = (id: string, value: unknown) => `<script type="application/json" id="${id}">${scriptJson(value)}</script>`;

/** Shortens to a whole word within `max` characters, for descriptions and share cards. */
export function clip(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The head tags of a page; without a head (a page not found) a plain title that search engines skip. */
export function headTags(head: PageHead | undefined, url: URL, origin: string): string {
  const siteName = t('app.name');
  if (!head) return `<title>${escapeHtml(`${t('notFound.title')} | ${siteName}`)}</title>\n<meta name="robots" content="noindex">`;
  const canonical = `${origin}${url.pathname}${canonicalQuery(url)}`;
  const image = head.image ?? `${origin}${DEFAULT_SHARE_IMAGE}`;
  const title = head.title === siteName ? `${siteName} | ${t('app.tagline')}` : `${head.title} | ${siteName}`;
  const meta: [string, string, string][] = [
    ['name', 'description', head.description],
    ['property', 'og:site_name', siteName],
    ['property', 'og:type', head.type ?? 'website'],
    ['property', 'og:title', title],
    ['property', 'og:description', head.description],
    ['property', 'og:url', canonical],
    ['property', 'og:image', image],
    ...(head.image
      ? []
      : ([
          ['property', 'og:image:width', '1200'],
          ['property', 'og:image:height', '630'],
        ] as [string, string, string][])),
    ['property', 'og:image:alt', head.image ? head.title : siteName],
    ['property', 'og:locale', LOCALE.replace('-', '_')],
    ['name', 'twitter:card', head.image ? 'summary' : 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', head.description],
    ['name', 'twitter:image', image],
  ];
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...meta.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`),
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...data })}</script>`,
    ),
  ].join('\n');
}

/** Only the query a page's content depends on is part of its address: the tutor list's filters and page. */
function canonicalQuery(url: URL): string {
  if (url.pathname !== '/tutors') return '';
  const kept = new URLSearchParams();
  for (const key of ['search', 'topic', 'gender', 'minRating', 'day', 'period', 'page']) {
    const value = url.searchParams.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
