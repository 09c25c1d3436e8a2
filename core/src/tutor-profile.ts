import { DAY_MS } from './constants';

// What a tutor tells about themself beyond bio and about (decision 032): languages with a level, years of teaching,
// certificates and display names; and the rules of what the profile computes (reply time, the "new tutor" mark).

/** Languages a tutor may list, by ISO 639-1 code; the labels are in the locale files. */
export const TUTOR_LANGUAGES = ['ar', 'en', 'fr', 'de', 'es', 'it', 'tr', 'ru', 'zh', 'ja', 'pt', 'nl'] as const;
export type TutorLanguage = (typeof TUTOR_LANGUAGES)[number];

/** CEFR levels and "native", strongest first (the order a profile lists them in). */
export const LANGUAGE_LEVELS = ['native', 'C2', 'C1', 'B2', 'B1', 'A2', 'A1'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

/** Certificates offered as suggestions; any other name may be typed. */
export const KNOWN_CERTIFICATES = ['IELTS', 'TOEFL', 'CELTA', 'DELTA', 'TEFL', 'TESOL', 'Cambridge C2 Proficiency', 'TKT'] as const;

export const PROFILE_BOUNDS = {
  languages: { max: 8 },
  certificates: { max: 10 },
  certificateName: { min: 2, max: 60 },
  certificateYear: { min: 1960 },
  yearsTeaching: { min: 0, max: 60 },
  displayName: { min: 2, max: 30 },
} as const;

/** A tutor is marked new for this long after approval. */
export const NEW_TUTOR_MS = 42 * DAY_MS;
/** Typical reply time: the median of the tutor's latest replies in this window… */
export const REPLY_WINDOW_MS = 90 * DAY_MS;
/** …of at most this many replies… */
export const REPLY_SAMPLE_MAX = 50;
/** …shown only when at least this many exist. */
export const REPLY_SAMPLE_MIN = 5;

/** The middle of some durations (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The name a tutor is shown by in the Arabic interface: the Arabic display name where given, else the Latin one, else
 * the account name (the API's `displayName` of a user is the same rule, computed in SQL: workers' publicUserColumns). */
export function tutorDisplayName(tutor: { name: string; nameAr?: string | null; nameLatin?: string | null }): string {
  return tutor.nameAr || tutor.nameLatin || tutor.name;
}

export interface SpokenLanguage {
  code: TutorLanguage;
  level: LanguageLevel;
}

export interface Certificate {
  name: string;
  year: number | null;
}
