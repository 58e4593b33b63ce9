import { withFilter } from './http';
import type { TScenario } from './scenarios';

/** How many copies of one include the second request sends (the console never does; a hand-made filter may). */
export const INCLUDE_COPIES = 400;
/**
 * The bound: 400 copies are read as one relation (crud/filter.ts), so they may cost only the parsing of a longer filter:
 * at most 1.5 times one copy's p95 plus 2 ms. A per-copy join or query, or a quadratic de-duplication, passes it.
 */
const BOUND = { factor: 1.5, slackMs: 2 };

const page = (include: unknown) => withFilter('/api/establishments', { order: 'name ASC', limit: 20, include });

/** The places list's page 1 with its city included once, and with the same include sent 400 times. */
export function includeCopiesScenarios(): TScenario[] {
  return [
    { key: 'include_once', label: 'places page 1 + city, included once', requests: [page('destination')] },
    {
      key: 'include_copies',
      label: `places page 1 + city, included ${INCLUDE_COPIES} times`,
      requests: [page(Array.from({ length: INCLUDE_COPIES }, () => 'destination'))],
    },
  ];
}

type TTimed = { key: string; api?: { p50: number; p95: number } };

/**
 * One line comparing the two requests' p95 with the bound, or why it cannot be judged.
 * @example
 * describeIncludeCopies(run.scenarios) // '400 copies of one include …: p95 3.10 ms vs 2.90 ms once (bound ≤ 6.35 ms ok)'
 */
export function describeIncludeCopies(results: readonly TTimed[]): string | undefined {
  const once = results.find((r) => r.key === 'include_once');
  const copies = results.find((r) => r.key === 'include_copies');
  if (!once && !copies) return undefined;
  const what = `${INCLUDE_COPIES} copies of one include (read as one)`;
  if (!once?.api || !copies?.api) return `${what}: not judged, a request was not measured (see its row)`;
  const bound = once.api.p95 * BOUND.factor + BOUND.slackMs;
  const verdict = copies.api.p95 <= bound ? 'ok' : 'MISS';
  return `${what}: API p95 ${copies.api.p95.toFixed(2)} ms vs ${once.api.p95.toFixed(2)} ms once (p50 ${copies.api.p50.toFixed(2)} vs ${once.api.p50.toFixed(2)}); bound ≤ ${BOUND.factor}× + ${BOUND.slackMs} ms = ${bound.toFixed(2)} ms ${verdict}`;
}

/** True when the copies were measured over the bound: bench.ts fails the run then, as a test would. */
export function includeCopiesMissed(results: readonly TTimed[]): boolean {
  return describeIncludeCopies(results)?.endsWith('MISS') ?? false;
}
