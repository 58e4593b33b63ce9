import { KNOWS_ABOUT_FIRST_YEAR, type TKnowsAboutHow } from '@mise/contracts/resources/constants';
import type { TKnowsAbout } from '@mise/contracts/resources/user';

/** The years the wizard offers, 2000 to this year (part 2 §9), newest first. */
export function knowsAboutYears(now = new Date()): number[] {
  const last = now.getFullYear();
  return Array.from({ length: last - KNOWS_ABOUT_FIRST_YEAR + 1 }, (_, i) => last - i);
}

/** Whether step 2 shows 'From' (not for frequent visitors) and 'To' (past residents only), part 2 §4. */
export const showsFrom = (how: TKnowsAboutHow | '') => how !== '' && how !== 'frequentlyVisits';
export const showsTo = (how: TKnowsAboutHow | '') => how === 'pastResident';

const yearOf = (date: string | null | undefined) => (date ? date.slice(0, 4) : undefined);

/**
 * The label on a known city (part 2 §9): 'Local since {year}', 'Local for {start} - {end}', 'Frequent Visits'. A resident
 * without years (not shown in the spec) reads 'Local'; a missing end of a past residence reads as its start.
 * @example
 * knowsAboutLabel({ destinationId: 1, how: 'pastResident', startDate: '2004-01-01', endDate: '2010-01-01' }) // 'Local for 2004 - 2010'
 */
export function knowsAboutLabel(k: TKnowsAbout): string {
  const start = yearOf(k.startDate);
  const end = yearOf(k.endDate);
  if (k.how === 'frequentlyVisits') return 'Frequent Visits';
  if (k.how === 'currentResident') return start ? `Local since ${start}` : 'Local';
  if (start || end) return `Local for ${start ?? end} - ${end ?? start}`;
  return 'Local';
}

/** The stored entry of a completed wizard: years as the first day of the year (ISO dates). */
export function knowsAboutEntry({
  destinationId,
  how,
  from,
  to,
}: {
  destinationId: number;
  how: TKnowsAboutHow;
  from: number | '';
  to: number | '';
}): TKnowsAbout {
  return {
    destinationId,
    how,
    startDate: showsFrom(how) && from !== '' ? `${from}-01-01` : null,
    endDate: showsTo(how) && to !== '' ? `${to}-01-01` : null,
  };
}
