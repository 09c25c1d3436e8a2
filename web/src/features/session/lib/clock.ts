import { LOCALE } from '@kalam/core/constants';

const twoDigits = new Intl.NumberFormat(LOCALE, { minimumIntegerDigits: 2, useGrouping: false });
const plain = new Intl.NumberFormat(LOCALE, { useGrouping: false });

/** A countdown in Arabic digits: "٠٤:٥٩", or "١:٠٤:٥٩" from an hour up; never below zero. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const tail = `${twoDigits.format(minutes)}:${twoDigits.format(seconds)}`;
  return hours ? `${plain.format(hours)}:${tail}` : tail;
}
