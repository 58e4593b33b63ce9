import { describe, expect, it } from 'vitest';
import { describeIncludeCopies, includeCopiesMissed, includeCopiesScenarios, INCLUDE_COPIES } from './include-copies';

const timed = (once: number, copies: number) => [
  { key: 'include_once', api: { p50: once, p95: once } },
  { key: 'include_copies', api: { p50: copies, p95: copies } },
];

describe('the bench bound on repeated includes', () => {
  it('should send the same include once and 400 times in the filter', () => {
    const [once, copies] = includeCopiesScenarios().map((s) =>
      JSON.parse(new URL(s.requests[0], 'http://x').searchParams.get('filter') ?? ''),
    );
    expect(once.include).toBe('destination');
    expect(copies.include).toHaveLength(INCLUDE_COPIES);
    expect(new Set(copies.include)).toEqual(new Set(['destination']));
  });

  it('should pass copies within 1.5 times one copy plus 2 ms, and fail them beyond', () => {
    expect(describeIncludeCopies(timed(10, 17))).toMatch(/17\.00 ms vs 10\.00 ms once .* = 17\.00 ms ok$/);
    expect(includeCopiesMissed(timed(10, 17))).toBe(false);
    expect(describeIncludeCopies(timed(10, 17.5))).toMatch(/MISS$/);
    expect(includeCopiesMissed(timed(10, 17.5))).toBe(true);
  });

  it('should say when a request was not measured, and nothing when the run had neither', () => {
    expect(
      describeIncludeCopies([{ key: 'include_once' }, { key: 'include_copies', api: { p50: 1, p95: 1 } }]),
    ).toMatch(/not judged/);
    expect(includeCopiesMissed([{ key: 'include_once' }])).toBe(false);
    expect(describeIncludeCopies([{ key: 'places_page1' }])).toBeUndefined();
  });
});
