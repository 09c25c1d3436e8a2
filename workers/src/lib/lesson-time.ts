/** A lesson's time for a person in their zone, in Arabic, the zone named (a mail may be read anywhere). */
export const zonedTime = (at: number, timeZone: string) =>
  `${new Intl.DateTimeFormat('ar-EG', { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }).format(at)} (${zoneName(timeZone)})`;
const zoneName = (timeZone: string) =>
  timeZone === 'Africa/Cairo'
    ? 'بتوقيت القاهرة'
    : `بتوقيت ${new Intl.DateTimeFormat('ar-EG', { timeZone, timeZoneName: 'long' }).formatToParts(0).find((p) => p.type === 'timeZoneName')?.value ?? timeZone}`;

export const cairoTime = (at: number) =>
  new Intl.DateTimeFormat('ar-EG', {
    timeZone: 'Africa/Cairo',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
