// The seam between the Worker and the web app's server renderer (web/src/ssr): the Worker hands a request and a way
// to call its own API in-process, and gets back the page's parts to put in the app's HTML.

export interface RenderInput {
  request: Request;
  /** the site's public origin, for canonical and share links */
  origin: string;
  /** answers an API request in-process (the Worker's own Hono app) */
  api: (request: Request) => Promise<Response>;
}

export type RenderResult =
  /** `complete`: every answer the page needed arrived, so it may be cached; a 404 is sent to be rendered, not hydrated;
   * `scripts`: the page's own module preloads, placed after the entry's */
  | { kind: 'page'; status: 200 | 404; head: string; scripts: string; body: string; state: string; complete: boolean }
  | { kind: 'redirect'; status: number; location: string }
  /** a screen only the browser renders (signed-in areas): the app's shell answers */
  | { kind: 'shell' };

export type RenderPage = (input: RenderInput) => Promise<RenderResult>;

/** The public pages without parameters, in the sitemap; each tutor's profile (`/t/{id}`) is listed too. */
export const PUBLIC_PAGES = [
  '/',
  '/tutors',
  '/pricing',
  '/method',
  '/faq',
  '/faq/tutor',
  '/tutor',
  '/contact',
  '/terms',
  '/privacy',
] as const;

/** Paths no search engine should visit: signed-in areas, the API, rooms, payments' return pages. */
export const PRIVATE_PREFIXES = [
  '/api/',
  '/parties/',
  '/admin',
  '/s/',
  '/t/settings',
  '/t/dashboard',
  '/tutor/',
  '/chat',
  '/session',
  '/lesson/',
  '/checkout/',
  '/card-added',
  '/payments',
  '/invoices',
  '/subscription',
  '/upcoming-lessons',
  '/lessons-schedule',
  '/schedule-management',
  '/interviews',
  '/reports',
  '/profile',
  '/complete-profile',
  '/verify-email',
  '/reset-password',
  '/dev/',
] as const;
