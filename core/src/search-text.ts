import { toLatinDigits } from './numbers';

// One normaliser for the tutor search: the index and every query go through it, so both sides agree (decision 031).

/** Harakat, superscript alef, Quranic marks and tatweel: written or not, the word is the same. */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
/** Letters Egyptians write interchangeably: alef forms, alef maqsura, ta marbuta, hamza on its carriers. */
const ARABIC_FOLDS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  ؤ: 'و',
  ئ: 'ي',
  ء: '',
  ی: 'ي',
  ک: 'ك',
};
const FOLDABLE = new RegExp(`[${Object.keys(ARABIC_FOLDS).join('')}]`, 'g');

/** Text as the search compares it: Arabic folded, digits Latin, Latin lower case without accents, words split by spaces. */
export function normalizeSearchText(text: string): string {
  return toLatinDigits(text)
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, (mark) => (/[\u0653-\u0655]/.test(mark) ? mark : ''))
    .normalize('NFC')
    .replace(ARABIC_MARKS, '')
    .replace(FOLDABLE, (ch) => ARABIC_FOLDS[ch] ?? ch)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a text, normalised. */
export const searchWords = (text: string): string[] => normalizeSearchText(text).split(' ').filter(Boolean);

/** «المحادثه» also stands for «محادثه»: the article written or not. */
export const withoutArticle = (word: string): string | null => (/^(ال|لل)[\u0621-\u064a]{3,}$/.test(word) ? word.slice(2) : null);

// The sound skeleton shared by a name in both scripts: consonants only (and whether the word opens on a vowel),
// Egyptian readings (ج = g, ق = k), so «ريم» and "Reem" both give "rm", «أحمد» and "Ahmed" "ahmd". Misses: decision 031.
const ARABIC_SOUNDS: Record<string, string> = {
  ب: 'b',
  ت: 't',
  ث: 't',
  ج: 'g',
  ح: 'h',
  خ: 'k',
  د: 'd',
  ذ: 'd',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 's',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  غ: 'g',
  ف: 'f',
  ق: 'k',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
};
const LATIN_DIGRAPHS: [RegExp, string][] = [
  [/kh/g, 'k'],
  [/sh|ch/g, 's'],
  [/th/g, 't'],
  [/dh/g, 'd'],
  [/gh/g, 'g'],
  [/ph/g, 'f'],
];
const LATIN_SOUNDS: Record<string, string> = { j: 'g', q: 'k', c: 'k', x: 'ks', v: 'f', p: 'b' };

/** A word's sound skeleton in Latin letters; null when too short to tell names apart. */
export function soundKey(word: string): string | null {
  let letters: string[];
  if (/^[\u0621-\u064a]+$/.test(word)) {
    // و and ي start a word as consonants (يوسف, وليد) and are vowels inside it; a word opening on ا or ع opens on a
    // vowel ("a"), so «أحمد» and "Ahmed" stay apart from "Hamdy"; inside a word neither is written in Latin
    letters = [...word].map((ch, i) =>
      i === 0 && (ch === 'و' || ch === 'ي')
        ? ch === 'و'
          ? 'w'
          : 'y'
        : i === 0 && (ch === 'ا' || ch === 'ع')
          ? 'a'
          : (ARABIC_SOUNDS[ch] ?? ''),
    );
  } else if (/^[a-z]+$/.test(word)) {
    let w = word;
    for (const [from, to] of LATIN_DIGRAPHS) w = w.replace(from, to);
    letters = [...w].map((ch, i) =>
      /[aeiou]/.test(ch) ? (i === 0 ? 'a' : '') : i > 0 && (ch === 'w' || ch === 'y') ? '' : (LATIN_SOUNDS[ch] ?? ch),
    );
  } else return null;
  // a final h is a ta marbuta («فاطمه») or a Latin ending ("Sarah"): neither is heard
  if (letters.at(-1) === 'h') letters = letters.slice(0, -1);
  const key = letters.join('').replace(/(.)\1+/g, '$1');
  return key.length >= 2 ? key : null;
}

/** What the index holds besides the words: each word's sound key, and Arabic words without their article. */
export function searchExtras(text: string): string {
  const extras = new Set<string>();
  for (const word of searchWords(text)) {
    const key = soundKey(word);
    if (key) extras.add(key);
    const bare = withoutArticle(word);
    if (bare) extras.add(bare);
  }
  return [...extras].join(' ');
}

/** How far apart two words are: insertions, deletions, substitutions and swaps of neighbours (Damerau–Levenshtein). */
export function editDistance(a: string, b: string): number {
  const w = b.length + 1;
  // one flat row-major table, so every cell read is a plain number
  const d = new Uint16Array((a.length + 1) * w);
  const at = (i: number, j: number) => d[i * w + j] ?? 0;
  for (let i = 0; i <= a.length; i++) d[i * w] = i;
  for (let j = 0; j <= b.length; j++) d[j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      d[i * w + j] = best;
    }
  return at(a.length, b.length);
}

/** One tutor's row in the search index: every column normalised; the name's sound keys, and those of topics and bio, apart. */
export function tutorSearchDoc(t: { name: string; bio: string; about: string; topics: { nameAr: string; nameEn: string }[] }) {
  const topics = t.topics.map((x) => `${x.nameAr} ${x.nameEn}`).join(' ');
  return {
    name: normalizeSearchText(t.name),
    topics: normalizeSearchText(topics),
    bio: normalizeSearchText(t.bio),
    about: normalizeSearchText(t.about),
    nameKeys: searchExtras(t.name),
    extras: searchExtras(`${topics} ${t.bio}`),
  };
}
