/**
 * Wall-clock time in a named time zone <-> instants, with the platform's Intl only (no date library), so the same
 * answer comes whatever zone the browser or server runs in. Coupon dates are entered and shown in New York time
 * (part 1 §5, §9); a `datetime-local` input holds a wall time, the API stores an instant.
 */

/** The zone coupon dates are entered and shown in (part 1 §9). */
export const NEW_YORK_TIME_ZONE = 'America/New_York';

/** A `datetime-local` value: 'YYYY-MM-DDTHH:mm', optionally with ':ss'. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DAY_MS = 86_400_000;

type TWallParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at an instant (whole seconds). */
function wallPartsAt(instantMs: number, timeZone: string): TWallParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  // Some engines write midnight as 24 even with h23.
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour % 24,
    minute: parts.minute,
    second: parts.second,
  };
}

const wallAsUtcMs = (p: TWallParts) => Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);

/** How far the zone's wall clock is ahead of UTC at an instant (negative west of Greenwich). */
function offsetMsAt(instantMs: number, timeZone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  return wallAsUtcMs(wallPartsAt(whole, timeZone)) - whole;
}

function parseWallTime(wall: string): TWallParts | null {
  const match = WALL_TIME.exec(wall.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((v) => (v === undefined ? 0 : Number(v)));
  const parts = { year, month, day, hour, minute, second };
  // Date.UTC rolls 02/30 over to March: a value that does not come back unchanged is not a real date.
  const back = new Date(wallAsUtcMs(parts));
  if (
    back.getUTCFullYear() !== year ||
    back.getUTCMonth() !== month - 1 ||
    back.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return null;
  return parts;
}

/**
 * The instant a wall time in `timeZone` names. An hour that happens twice (clocks go back) gives the earlier instant; an hour
 * that does not exist (clocks go forward) moves forward by the gap, as `Temporal`'s 'compatible' disambiguation does.
 * Null for a value that is not a `datetime-local` date and time.
 * @example
 * zonedWallTimeToDate('2027-01-15T10:00', 'America/New_York')?.toISOString() // '2027-01-15T15:00:00.000Z'
 */
export function zonedWallTimeToDate(wall: string, timeZone: string): Date | null {
  const parts = parseWallTime(wall);
  if (!parts) return null;
  const asUtc = wallAsUtcMs(parts);
  // A zone changes its offset at most once within a day around any wall time, so the offsets a day either side are the candidates.
  const before = offsetMsAt(asUtc - DAY_MS, timeZone);
  const after = offsetMsAt(asUtc + DAY_MS, timeZone);
  const matches = [...new Set([before, after])]
    .map((offset) => asUtc - offset)
    .filter((instant) => wallAsUtcMs(wallPartsAt(instant, timeZone)) === asUtc);
  // No match: the wall time fell in a gap; reading it with the offset before the gap moves it forward.
  return new Date(matches.length > 0 ? Math.min(...matches) : asUtc - before);
}

/**
 * The `datetime-local` value ('YYYY-MM-DDTHH:mm') of an instant on the wall clock of `timeZone`; '' for a missing or invalid value.
 * @example
 * dateToZonedWallTime('2027-01-15T15:00:00.000Z', 'America/New_York') // '2027-01-15T10:00'
 */
export function dateToZonedWallTime(value: Date | string | number | null | undefined, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = wallPartsAt(date.getTime(), timeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * A New York wall time typed in a `datetime-local` input, as the ISO instant the API stores; null when not a date and time.
 * @example
 * newYorkWallTimeToIso('2027-01-15T10:00') // '2027-01-15T15:00:00.000Z' (New York is UTC−5 in January)
 * newYorkWallTimeToIso('2027-07-15T10:00') // '2027-07-15T14:00:00.000Z' (UTC−4 in July)
 */
export function newYorkWallTimeToIso(wall: string): string | null {
  return zonedWallTimeToDate(wall, NEW_YORK_TIME_ZONE)?.toISOString() ?? null;
}

/**
 * An instant from the API as the New York wall time a `datetime-local` input shows; '' for a missing or invalid value.
 * @example
 * isoToNewYorkWallTime('2027-01-15T15:00:00.000Z') // '2027-01-15T10:00'
 */
export function isoToNewYorkWallTime(value: Date | string | number | null | undefined): string {
  return dateToZonedWallTime(value, NEW_YORK_TIME_ZONE);
}
