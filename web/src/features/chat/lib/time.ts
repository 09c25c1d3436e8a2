import { formatDate, formatDay, formatTime, userTimeZone } from '../../../lib/format';

/** Today's messages show the time; older ones the day. */
export function formatChatTime(ms: number, now = Date.now()): string {
  const zone = userTimeZone();
  return formatDate(ms, zone) === formatDate(now, zone) ? formatTime(ms, zone) : formatDay(ms, zone).day;
}
