import { zoneName } from '@kalam/core/words';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone per isolate: building one cost more CPU than the rest of a booking's mails. */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('ar-EG', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** A lesson's time for a person in their zone, in Arabic, the zone named (a mail may be read anywhere). */
export const zonedTime = (at: number, timeZone: string) => `${formatIn(timeZone).format(at)} (${zoneName(timeZone)})`;

export const cairoTime = (at: number) => formatIn('Africa/Cairo').format(at);
