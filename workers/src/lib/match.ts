import type { MatchMode } from '@kalam/core/enums';
import { searchWords, soundKey, withoutArticle } from '@kalam/core/search-text';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Case-insensitive text match in the spec's modes; LIKE wildcards in the search are taken literally. */
export function textMatches(column: SQLWrapper, search: string, mode: MatchMode): SQL {
  const s = search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const pattern = mode === 'exact' ? s : mode === 'prefix' ? `${s}%` : mode === 'suffix' ? `%${s}` : `%${s}%`;
  return sql`lower(${column}) like ${pattern} escape '\\'`;
}

/** At most this many words of a search count: enough for a name and a topic, bounded work for the index. */
const MAX_WORDS = 6;

/** Where a search looks: the whole profile for the list, the name alone for suggestions. */
const SCOPES = {
  profile: { text: 'name topics bio about', keys: 'name_keys extras' },
  name: { text: 'name', keys: 'name_keys' },
};

/**
 * A search as an FTS5 query over `tutor_search` (decision 031): every word as a prefix (typing «أحم» finds «أحمد»)
 * in the scope's text columns, or by its sound key or without its article in its key columns; all words must match.
 * Null when nothing searchable was typed. Words are normalised letters and digits only, so quoting them is safe.
 */
export function ftsQuery(search: string, scope: keyof typeof SCOPES = 'profile'): string | null {
  const { text, keys } = SCOPES[scope];
  const words = searchWords(search).slice(0, MAX_WORDS);
  if (!words.length) return null;
  return words
    .map((word, i) => {
      const alternatives = [`{${text}} : "${word}"*`];
      const key = soundKey(word);
      // the exact key ranks a whole name above longer ones; only the word being typed matches keys as a prefix
      if (key) alternatives.push(`{${keys}} : "${key}"`, ...(i === words.length - 1 ? [`{${keys}} : "${key}"*`] : []));
      const bare = withoutArticle(word);
      if (bare) alternatives.push(`{${text} ${keys}} : "${bare}"*`);
      return `(${alternatives.join(' OR ')})`;
    })
    .join(' AND ');
}
