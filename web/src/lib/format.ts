import { CURRENCY, LOCALE, PIASTERS_PER_POUND, TIME_ZONE } from '@kalam/core/constants';
import { arabicNumber, durationText, zoneName } from '@kalam/core/words';

// made on first use: building them when the module loaded was most of the first scripts' evaluation, a long task on a
// phone before the page could hydrate (decision 061)
let moneyFormat: Intl.NumberFormat | undefined;
let ratingFormat: Intl.NumberFormat | undefined;
let percentFormat: Intl.NumberFormat | undefined;
let yearFormat: Intl.NumberFormat | undefined;

// Building an Intl.DateTimeFormat costs far more than using one, and a list or a time picker formats hundreds of times.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

export const formatNumber = arabicNumber;
/** Piasters → "١٬٢٠٠ ج.م.‏" */
export const formatMoney = (piasters: number) =>
  (moneyFormat ??= new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: CURRENCY,
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  })).format(piasters / PIASTERS_PER_POUND);
export const formatRating = (r: number) =>
  (ratingFormat ??= new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(r);
export const formatPercent = (p: number) =>
  (percentFormat ??= new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 })).format(p / 100);
/** A calendar year without a group separator: "٢٠١٩". */
export const formatYear = (y: number) => (yearFormat ??= new Intl.NumberFormat(LOCALE, { useGrouping: false })).format(y);

export function formatDateTime(ms: number, timeZone = TIME_ZONE): string {
  return dateFormat(LOCALE, { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }).format(ms);
}

export function formatDate(ms: number, timeZone = TIME_ZONE): string {
  return dateFormat(LOCALE, { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(ms);
}

/** 90 → "ساعة و٣٠ دقيقة", 120 → "ساعتين": the words mails use too. */
/** A name set inside an Arabic sentence, isolated so a Latin name does not reorder the words around it. */
export const isolate = (name: string) => `\u2068${name}\u2069`;

export const formatMinutes = durationText;

/** A zone as a sentence names it: "بتوقيت القاهرة". */
export const formatZone = zoneName;

/** The viewer's zone from the browser, Cairo when it cannot tell. */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || TIME_ZONE;
  } catch {
    return TIME_ZONE;
  }
}

/** "٥:٣٠ م" */
export const formatTime = (ms: number, timeZone = TIME_ZONE) =>
  dateFormat(LOCALE, { timeZone, hour: 'numeric', minute: '2-digit' }).format(ms);

/** Weekday and day for a date strip: { weekday: "السبت", day: "٢٨ نوفمبر" } */
export function formatDay(ms: number, timeZone = TIME_ZONE) {
  return {
    weekday: dateFormat(LOCALE, { timeZone, weekday: 'long' }).format(ms),
    day: dateFormat(LOCALE, { timeZone, day: 'numeric', month: 'long' }).format(ms),
  };
}

/** Hour of the day (0–23) in a zone, for grouping times into morning/afternoon/evening. */
export const hourIn = (ms: number, timeZone = TIME_ZONE) =>
  Number(dateFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(ms));

/** A weekday's name from its number (0 Sunday … 6 Saturday): "السبت". */
export const formatWeekday = (weekday: number) =>
  dateFormat(LOCALE, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + weekday));

/** A near time, short: "السبت ٥ م" (minutes only when not on the hour; the date too when a week or more away). */
export function formatNextFree(ms: number, timeZone = TIME_ZONE, now = Date.now()): string {
  const onTheHour = Number(dateFormat('en-GB', { timeZone, minute: 'numeric' }).format(ms)) === 0;
  const far = ms - now >= 6 * 24 * 3_600_000;
  return dateFormat(LOCALE, {
    timeZone,
    weekday: 'long',
    hour: 'numeric',
    ...(onTheHour ? {} : { minute: '2-digit' }),
    ...(far ? { day: 'numeric', month: 'long' } : {}),
  }).format(ms);
}
