/** Dates are shown in New York time (part 1 §9), with the platform's Intl only. */
export const APP_TIME_ZONE = 'America/New_York';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const shortDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: APP_TIME_ZONE,
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
});

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const numberFormat = new Intl.NumberFormat('en-US');

type TDateInput = string | number | Date | null | undefined;

function toDate(value: TDateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * MM/DD/YYYY in New York time; '' for a missing or invalid value.
 * @example
 * formatDate('2026-01-05T03:00:00Z') // '01/04/2026'
 */
export function formatDate(value: TDateInput): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '';
}

/**
 * MM/DD/YY in New York time (subscriber expiry: 'Expires on MM/DD/YY').
 * @example
 * formatShortDate('2026-07-01T12:00:00Z') // '07/01/26'
 */
export function formatShortDate(value: TDateInput): string {
  const date = toDate(value);
  return date ? shortDateFormat.format(date) : '';
}

/**
 * MM/DD/YYYY, h:mm AM/PM in New York time.
 * @example
 * formatDateTime('2026-07-01T16:30:00Z') // '07/01/2026, 12:30 PM'
 */
export function formatDateTime(value: TDateInput): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : '';
}

/**
 * A count with thousands separators.
 * @example
 * formatCount(12345) // '12,345'
 */
export function formatCount(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? numberFormat.format(value) : '';
}
