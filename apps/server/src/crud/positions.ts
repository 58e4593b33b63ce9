/**
 * Positions of ordered lists (a city's places, an explore list's places …) are integers spaced `POSITION_GAP` apart, so
 * moving one item writes one row: it takes a free integer between its new neighbours. Only when none is left there (or
 * the neighbours have no position yet) is the list numbered afresh with the gaps back, which is rare.
 */
export const POSITION_GAP = 1024;

const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

/** The position of the item at 0-based `index` in a list numbered afresh. */
export const spacedPosition = (index: number): number => (index + 1) * POSITION_GAP;

/**
 * A free position strictly between two neighbours (`undefined`: the list's start or end), or `undefined` when there is
 * none and the list must be numbered afresh: no integer left between them, a neighbour without a position, or the
 * integer range reached.
 * @example
 * positionBetween(1024, 2048) // 1536
 * positionBetween(undefined, 1024) // 0 (to the top)
 * positionBetween(7, 8) // undefined
 */
export function positionBetween(
  previous: number | null | undefined,
  next: number | null | undefined,
): number | undefined {
  if (previous === null || next === null) return undefined;
  let position: number;
  if (previous === undefined && next === undefined) position = POSITION_GAP;
  else if (previous === undefined) position = (next as number) - POSITION_GAP;
  else if (next === undefined) position = previous + POSITION_GAP;
  else if (next - previous < 2) return undefined;
  else position = previous + Math.floor((next - previous) / 2);
  return position >= INT_MIN && position <= INT_MAX ? position : undefined;
}
