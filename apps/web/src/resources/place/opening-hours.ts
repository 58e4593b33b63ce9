import type { TOpeningDay } from '@mise/contracts/resources/place';

/** Sunday first: day 0 is Sunday (part 2 §9). */
export const WEEK_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A time the detail cannot show (part 2 §2). */
export const MISSING_TIME = '- - -';

/** 'AM' or 'PM'. */
export type TMeridiem = 'AM' | 'PM';

/** '5:30 PM' or '05:30 PM': a time on the form's 12-hour mask (part 2 §5). */
const CLOCK = /^(0?[1-9]|1[0-2]):([0-5]\d) ?(AM|PM)$/i;
export const CLOCK_MESSAGE = 'Use hh:mm AM or PM';

/** The text is a whole 12-hour time ('9:05 AM'). */
export const isClock = (text: string) => CLOCK.test(text.trim());

/**
 * '5:30 PM' → '1730', stored HHmm (part 2 §9): 12 AM is hour 00, 12 PM hour 12.
 * @example
 * toHHmm('12:05 AM') // '0005'
 */
export function toHHmm(clock: string): string {
  const match = CLOCK.exec(clock.trim());
  if (!match) throw new Error(`not a 12-hour time: ${clock}`);
  const hours = (Number(match[1]) % 12) + (match[3].toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}${match[2]}`;
}

/** A stored 'HHmm' on the 12-hour clock, or null when missing or malformed. */
function clockParts(time: string | undefined): { hour: number; minutes: string; meridiem: TMeridiem } | null {
  const match = time ? /^([01]\d|2[0-3])([0-5]\d)$/.exec(time) : null;
  if (!match) return null;
  const hours = Number(match[1]);
  return { hour: hours % 12 === 0 ? 12 : hours % 12, minutes: match[2], meridiem: hours < 12 ? 'AM' : 'PM' };
}

/**
 * '1730' → '05:30 PM', what the mask shows; '' for a missing or malformed time.
 * @example
 * toClock('0000') // '12:00 AM'
 */
export function toClock(time: string | undefined): string {
  const parts = clockParts(time);
  return parts ? `${String(parts.hour).padStart(2, '0')}:${parts.minutes} ${parts.meridiem}` : '';
}

/** 'hh:mm' from up to four digits: an hour that cannot start with 2–9 gets its leading 0 ('9' → '09'). */
function maskDigits(digits: string): string {
  const padded = (/^[2-9]/.test(digits) ? `0${digits}` : digits).slice(0, 4);
  return padded.length <= 2 ? padded : `${padded.slice(0, 2)}:${padded.slice(2)}`;
}

/**
 * What staff typed, as the 'hh:mm' mask holds it (the colon comes by itself; one typed is kept, '1:05' is 01:05), and
 * AM or PM when the text names one ('5:30 pm' pasted whole).
 * @example
 * maskClock('930') // { time: '09:30' }
 * maskClock('5:30 pm') // { time: '05:30', meridiem: 'PM' }
 */
export function maskClock(typed: string): { time: string; meridiem?: TMeridiem } {
  const digitsOf = (text: string) => text.replace(/\D/g, '');
  const colon = typed.indexOf(':');
  const hours = colon < 0 ? '' : digitsOf(typed.slice(0, colon)).slice(0, 2);
  const time = hours
    ? `${hours.padStart(2, '0')}:${digitsOf(typed.slice(colon + 1)).slice(0, 2)}`
    : maskDigits(digitsOf(typed));
  const letter = /[ap]/i.exec(typed)?.[0].toUpperCase();
  return letter ? { time, meridiem: letter === 'A' ? 'AM' : 'PM' } : { time };
}

/**
 * A slot's form value ('05:30 PM') as its two controls: the time and AM/PM (`fallback` while it names none).
 * @example
 * splitClock('', 'PM') // { time: '', meridiem: 'PM' }
 */
export function splitClock(clock: string, fallback: TMeridiem): { time: string; meridiem: TMeridiem } {
  const match = /^(.*?)\s*(AM|PM)$/i.exec(clock.trim());
  return match
    ? { time: match[1], meridiem: match[2].toUpperCase() as TMeridiem }
    : { time: clock.trim(), meridiem: fallback };
}

/**
 * The slot's form value from its two controls; AM or PM alone while no time is typed, so the choice is kept.
 * @example
 * joinClock('9:30', 'AM') // '9:30 AM'
 */
export const joinClock = (time: string, meridiem: TMeridiem) => (time ? `${time} ${meridiem}` : meridiem);

/**
 * 'HHmm' as the 12-hour clock staff read ('1730' → '5:30 PM'); a missing or malformed time is '- - -'.
 * @example
 * twelveHour('0905') // '9:05 AM'
 */
export function twelveHour(time: string | undefined): string {
  const parts = clockParts(time);
  return parts ? `${parts.hour}:${parts.minutes} ${parts.meridiem}` : MISSING_TIME;
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

/**
 * The week's hours before and after a change, day by day, each marked when it changed: how a place's history shows an
 * edit of its opening hours. A value that is no list of days reads as none.
 * @example
 * hoursChanges([], [{ periods: [{ open: { day: 1, time: '0900' }, close: { day: 1, time: '1700' } }] }])[1]
 * // { day: 'Monday', before: 'Closed', after: '9:00 AM – 5:00 PM', changed: true }
 */
export function hoursChanges(before: unknown, after: unknown) {
  const days = (value: unknown) => weekHours(Array.isArray(value) ? (value as TOpeningDay[]) : []);
  const [then, now] = [days(before), days(after)];
  return then.map(({ day, hours }, index) => {
    const [was, is] = [hours.join(', '), now[index].hours.join(', ')];
    return { day, before: was, after: is, changed: was !== is };
  });
}
