import { PRIVATE_PREFIXES, PUBLIC_PAGES } from '@kalam/core/pages';
import { tutorDisplayName } from '@kalam/core/tutor-profile';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../dev/seed';
import { useBrowser } from '../browser';

// What a crawler or a share card reads, without running any script: the head of each public page, robots.txt and the
// sitemap, kept current as tutors come and go.
const baseUrl = inject('baseUrl');
const browser = useBrowser();
let page: Page;

beforeAll(async () => {
  page = await (await browser().newContext({ baseURL: baseUrl, javaScriptEnabled: false, locale: 'ar-EG' })).newPage();
});
afterAll(async () => page.context().close());

interface Head {
  status: number;
  title: string;
  h1: string;
  meta: Record<string, string>;
  canonical: string | null;
  jsonLd: Record<string, unknown>[];
}

async function headOf(path: string): Promise<Head> {
  const res = await page.goto(path);
  const head = await page.evaluate(() => ({
    title: document.title,
    h1: document.querySelector('h1')?.textContent ?? '',
    meta: Object.fromEntries(
      [...document.head.querySelectorAll('meta[property], meta[name]')].map((m) => [
        m.getAttribute('property') ?? m.getAttribute('name'),
        m.getAttribute('content') ?? '',
      ]),
    ),
    canonical: document.querySelector('link[rel=canonical]')?.getAttribute('href') ?? null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
  }));
  return { ...head, status: res!.status(), jsonLd: head.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>) };
}

const ofType = (head: Head, type: string) => head.jsonLd.filter((d) => d['@type'] === type);

async function listedTutors(): Promise<{
  list: { id: number; name: string; nameAr: string | null; nameLatin: string | null; rating: { avg: number | null; count: number } }[];
  total: number;
}> {
  return (await fetch(`${baseUrl}/api/v1/user/tutor/list/onboarded?size=100`)).json();
}

describe('the head of every public page', () => {
  it('has its own title and description, a canonical address, a share card and schema.org data that parses', async () => {
    const titles = new Set<string>();
    for (const path of PUBLIC_PAGES) {
      const head = await headOf(path);
      expect(head.status, path).toBe(200);
      expect(head.title, path).toMatch(/كلام/);
      titles.add(head.title);
      expect(head.meta.description?.length, path).toBeGreaterThan(40);
      expect(head.meta.description!.length, path).toBeLessThanOrEqual(200);
      expect(head.canonical, path).toBe(`${baseUrl}${path}`);
      expect(head.meta, path).toMatchObject({
        'og:title': head.title,
        'og:description': head.meta.description,
        'og:url': head.canonical,
        'og:locale': 'ar_EG',
        'og:site_name': 'كلام',
        'og:image': `${baseUrl}/og-image.png`,
        'twitter:card': 'summary_large_image',
        'twitter:title': head.title,
      });
      for (const data of head.jsonLd) expect(data['@context'], path).toBe('https://schema.org');
    }
    // /faq and /faq/tutor share a title; every other page has its own
    expect(titles.size).toBe(PUBLIC_PAGES.length - 1);
    const image = await fetch(`${baseUrl}/og-image.png`);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('describes the organisation and its tutor search on the landing page, and the questions on /faq', async () => {
    const home = await headOf('/');
    expect(ofType(home, 'Organization')[0]).toMatchObject({ name: 'كلام', url: `${baseUrl}/` });
    expect(ofType(home, 'WebSite')[0]).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: `${baseUrl}/tutors?search={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    });
    const faq = ofType(await headOf('/faq'), 'FAQPage')[0] as {
      mainEntity: { '@type': string; name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity).toHaveLength(4);
    for (const q of faq.mainEntity) {
      expect(q['@type']).toBe('Question');
      expect(q.name).toMatch(/[\u0600-\u06FF]/);
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(10);
    }
  });

  it("shares a tutor's profile with their name, photo or the default image, rating and price in EGP", async () => {
    const { list } = await listedTutors();
    const tutor = list.find((t) => t.rating.count > 0)!;
    // the name the profile shows: the Arabic display name where the tutor gave one (another test may have given it)
    const shown = tutorDisplayName(tutor);
    const head = await headOf(`/t/${tutor.id}`);
    expect(head.status).toBe(200);
    expect(head.h1).toBe(shown);
    expect(head.title).toContain(shown);
    expect(head.meta['og:type']).toBe('profile');
    expect(head.meta.description).toMatch(/ج\.م\./);
    const person = ofType(head, 'Person')[0] as {
      name: string;
      url: string;
      makesOffer: {
        '@type': string;
        price: string;
        priceCurrency: string;
        priceSpecification: { price: string; priceCurrency: string; unitCode: string };
        itemOffered: { '@type': string; aggregateRating: { ratingValue: number; ratingCount: number; bestRating: number } };
      };
    };
    expect(person).toMatchObject({ name: shown, url: `${baseUrl}/t/${tutor.id}` });
    expect(person.makesOffer).toMatchObject({ '@type': 'Offer', priceCurrency: 'EGP', itemOffered: { '@type': 'Service' } });
    // the first lesson is free; later lessons come with a plan, priced by the month
    expect(person.makesOffer.price).toBe('0.00');
    expect(person.makesOffer.priceSpecification).toMatchObject({ priceCurrency: 'EGP', unitCode: 'MON' });
    expect(Number(person.makesOffer.priceSpecification.price)).toBeGreaterThan(0);
    expect(person.makesOffer.priceSpecification.price).toMatch(/^\d+\.\d{2}$/);
    expect(person.makesOffer.itemOffered.aggregateRating).toMatchObject({
      ratingValue: tutor.rating.avg,
      ratingCount: tutor.rating.count,
      bestRating: 5,
    });
    const crumbs = ofType(head, 'BreadcrumbList')[0] as { itemListElement: { position: number; item: string }[] };
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual([`${baseUrl}/`, `${baseUrl}/tutors`, `${baseUrl}/t/${tutor.id}`]);
  });

  it("keeps the list's filters and page in its canonical address, and nothing else", async () => {
    const head = await headOf('/tutors?page=2&gender=female&utm_source=whatsapp');
    expect(head.canonical).toBe(`${baseUrl}/tutors?gender=female&page=2`);
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt opens the public pages, closes the private areas and the API, and names the sitemap', async () => {
    const res = await fetch(`${baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const prefix of PRIVATE_PREFIXES) expect(text).toContain(`Disallow: ${prefix}\n`);
    expect(text).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it('lists the public pages and every listed tutor; a deactivated tutor leaves it and their profile answers 404', async () => {
    const { list, total } = await listedTutors();
    const sitemap = async () => {
      const res = await fetch(`${baseUrl}/sitemap.xml`);
      expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
      return res.text();
    };
    const before = await sitemap();
    for (const path of PUBLIC_PAGES) expect(before).toContain(`<loc>${baseUrl}${path}</loc>`);
    expect(before.match(/<loc>[^<]+\/t\/\d+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(total);

    const tutor = list.at(-1)!;
    const signIn = await fetch(`${baseUrl}/api/v1/auth/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.77' },
      body: JSON.stringify({ email: 'admin@kalam.test', password: DEMO_PASSWORD }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const setDeactivated = async (deactivated: boolean) => {
      const res = await fetch(`${baseUrl}/api/v1/user/${tutor.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ deactivated }),
      });
      expect(res.status).toBe(200);
    };
    expect((await fetch(`${baseUrl}/t/${tutor.id}`)).status).toBe(200);
    await setDeactivated(true);
    try {
      expect(await sitemap()).not.toContain(`<loc>${baseUrl}/t/${tutor.id}</loc>`);
      const profile = await fetch(`${baseUrl}/t/${tutor.id}`);
      expect(profile.status).toBe(404);
      expect(await profile.text()).toContain('<meta name="robots" content="noindex">');
    } finally {
      await setDeactivated(false);
    }
    expect(await sitemap()).toContain(`<loc>${baseUrl}/t/${tutor.id}</loc>`);
  });
});
