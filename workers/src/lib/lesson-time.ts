import { zoneName } from '@kalam/core/words';

/** A lesson's time for a person in their zone, in Arabic, the zone named (a mail may be read anywhere). */
export const zonedTime = (at: number, timeZone: string) =>
  `${new Intl.DateTimeFormat('ar-EG', { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }).format(at)} (${zoneName(timeZone)})`;

export const cairoTime = (at: number) =>
  new Intl.DateTimeFormat('ar-EG', {
    timeZone: 'Africa/Cairo',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
