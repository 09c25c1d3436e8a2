import { PRIVATE_PREFIXES, PUBLIC_PAGES } from '@kalam/core/pages';

/** `/robots.txt`: public pages open, signed-in areas and the API closed, the sitemap named. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}

const w3cDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `/sitemap.xml`: the public pages and every listed tutor's profile with its last change. */
export function sitemapXml(origin: string, tutors: { id: number; updatedAt: number }[]): string {
  // every URL is our origin and a fixed path or a numeric id, so only the origin could need escaping
  const loc = (path: string) => `${origin}${path}`.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const urls = [
    ...PUBLIC_PAGES.map((path) => `<url><loc>${loc(path)}</loc></url>`),
    ...tutors.map((t) => `<url><loc>${loc(`/t/${t.id}`)}</loc><lastmod>${w3cDate(t.updatedAt)}</lastmod></url>`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
