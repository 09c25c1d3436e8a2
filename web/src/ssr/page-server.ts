import type { QueryClient } from '@tanstack/react-query';
import { t } from 'i18next';
import type { Params } from 'react-router';

/** What a public page's server render knows of the request. */
export interface PageContext {
  queryClient: QueryClient;
  params: Params;
  url: URL;
  /** the site's public origin, for canonical and absolute links */
  origin: string;
}

/** The head of a public page: title, description and what share cards and search engines read. */
export interface PageHead {
  title: string;
  description: string;
  /** absolute URL of the share image; the branded default when absent */
  image?: string;
  type?: 'website' | 'profile';
  /** schema.org objects, one JSON-LD script each */
  jsonLd?: object[];
}

/**
 * A public page's server side: `prefetch` fills the query cache with what its first screen shows (answering `false`
 * when there is nothing to show: a 404), and `head` describes it from that cache.
 */
export interface PageServer {
  // biome-ignore lint/suspicious/noConfusingVoidType: pages that prefetch nothing they could miss return nothing
  prefetch?(ctx: PageContext): Promise<boolean | void>;
  head(ctx: PageContext): PageHead;
}

/** A page of text from the locale: its title, and its description from the server's `meta` strings. */
export const textPage = (ns: string): PageServer => ({
  head: () => ({ title: t(`${ns}.title`), description: t(`meta.${ns}.description`) }),
});
