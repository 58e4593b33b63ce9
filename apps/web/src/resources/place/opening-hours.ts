import type { TOpeningDay } from '@mise/contracts/resources/place';

/** Sunday first: day 0 is Sunday (part 2 §9). */
export const WEEK_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A time the detail cannot show (part 2 §2). */
export const MISSING_TIME = '- - -';

/**
 * 'HHmm' as the 12-hour clock staff read ('1730' → '5:30 PM'); a missing or malformed time is '- - -'.
 * @example
 * twelveHour('0905') // '9:05 AM'
 */
export function twelveHour(time: string | undefined): string {
  const match = time ? /^([01]\d|2[0-3])([0-5]\d)$/.exec(time) : null;
  if (!match) return MISSING_TIME;
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** One period: '9:00 AM – 5:00 PM'; '- - -' alone when it has no times at all. */
function periodText(period: TOpeningDay['periods'][number]): string {
  if (!period.open.time && !period.close?.time) return MISSING_TIME;
  return `${twelveHour(period.open.time)} – ${twelveHour(period.close?.time)}`;
}

/**
 * Hours of operation, Sunday to Saturday: each day's periods as 'open - close', 'Closed' for a day with none (part 2 §2).
 * A period belongs to the day it opens on.
 * @example
 * weekHours([{ periods: [{ open: { day: 1, time: '0900' }, close: { day: 1, time: '1700' } }] }])[1]
 * // { day: 'Monday', hours: ['9:00 AM – 5:00 PM'] }
 */
export function weekHours(openingDays: readonly TOpeningDay[] | null | undefined): { day: string; hours: string[] }[] {
  const periods = (openingDays ?? []).flatMap((d) => d.periods);
  return WEEK_DAYS.map((day, index) => {
    const today = periods.filter((p) => p.open.day === index);
    return { day, hours: today.length === 0 ? ['Closed'] : today.map(periodText) };
  });
}
