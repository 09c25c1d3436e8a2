import { dayStart, weekOf } from '@kalam/core/availability';

export interface DayTimes {
  /** local midnight */
  day: number;
  times: number[];
}
export interface WeekDays {
  /** Saturday 00:00 local */
  week: number;
  days: DayTimes[];
}

/** Free starts grouped by local day and by Saturday-start week, in time order. */
export function groupTimes(times: readonly number[], timeZone: string): WeekDays[] {
  const weeks: WeekDays[] = [];
  for (const time of [...times].sort((a, b) => a - b)) {
    const week = weekOf(time, timeZone).start;
    const day = dayStart(time, timeZone);
    let w = weeks.at(-1);
    if (w?.week !== week) weeks.push((w = { week, days: [] }));
    let d = w.days.at(-1);
    if (d?.day !== day) w.days.push((d = { day, times: [] }));
    d.times.push(time);
  }
  return weeks;
}
