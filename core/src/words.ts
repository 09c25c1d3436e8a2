import { LOCALE, TIME_ZONE } from './constants';

// Counts, durations and time zones in Arabic, the same on screens and in mails (web and workers both use these).

// made on first use: Arabic's plural and number rules cost a new Worker isolate's first request ~6 % of its CPU (decision 046)
let plural: Intl.PluralRules | undefined;
let number: Intl.NumberFormat | undefined;

/** A count in Arabic-Indic digits: 30 → "٣٠". */
export const arabicNumber = (n: number) => (number ??= new Intl.NumberFormat(LOCALE)).format(n);

/** A noun's six Arabic forms; `#` stands for the number. */
type Forms = Record<Intl.LDMLPluralRule, string>;

/** A count and its noun by Arabic plural rules: 2 → "ساعتين", 3 → "٣ ساعات", 11 → "١١ ساعة". */
export const counted = (count: number, forms: Forms) =>
  forms[(plural ??= new Intl.PluralRules(LOCALE)).select(count)].replace('#', arabicNumber(count));

const HOURS: Forms = { zero: '# ساعة', one: 'ساعة', two: 'ساعتين', few: '# ساعات', many: '# ساعة', other: '# ساعة' };
const MINUTES: Forms = { zero: '# دقيقة', one: 'دقيقة', two: 'دقيقتين', few: '# دقائق', many: '# دقيقة', other: '# دقيقة' };

/** Minutes as a person says them: 30 → "٣٠ دقيقة", 90 → "ساعة و٣٠ دقيقة", 120 → "ساعتين". */
export function durationText(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (!hours) return counted(minutes, MINUTES);
  return minutes ? `${counted(hours, HOURS)} و${counted(minutes, MINUTES)}` : counted(hours, HOURS);
}

/**
 * A time zone as a sentence names it: "بتوقيت القاهرة" for Cairo, else the zone's Arabic name from Intl
 * ("بتوقيت الخليج", "بالتوقيت العربي الرسمي"); a zone Intl cannot name keeps its id.
 */
export function zoneName(timeZone: string): string {
  if (timeZone === TIME_ZONE) return 'بتوقيت القاهرة';
  let name = timeZone;
  try {
    const parts = new Intl.DateTimeFormat(LOCALE, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(0);
    name = parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    // an id this runtime does not know is shown as it is
  }
  return /^(ال)?توقيت/.test(name) ? `ب${name}` : `بتوقيت ${name}`;
}
