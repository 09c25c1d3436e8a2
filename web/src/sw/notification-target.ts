import type { PushPayload } from '@kalam/core';

/** What a push shows, read defensively: a push without our shape still shows Kalam's name and opens the home page. */
export function notificationOf(data: unknown, origin: string): { title: string; body: string; url: string; tag?: string } {
  const p = (data && typeof data === 'object' ? data : {}) as Partial<PushPayload>;
  return {
    title: typeof p.title === 'string' && p.title ? p.title : 'كلام',
    body: typeof p.body === 'string' ? p.body : '',
    url: targetUrl(p.url, origin),
    tag: typeof p.tag === 'string' ? p.tag : undefined,
  };
}

/** The screen a click opens: only a path of our own origin, never another site a push might name. */
export function targetUrl(path: unknown, origin: string): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return `${origin}/`;
  const url = new URL(path, origin);
  return url.origin === origin ? url.href : `${origin}/`;
}
