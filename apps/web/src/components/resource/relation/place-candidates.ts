import { PLACE_FILTER_LIMIT } from '@mise/contracts/resources/place';
import { client } from '../../../lib/client';
import type { TCandidateSource } from './candidate-source';

/** Part 2 §7's place pickers (an explore list's places, a place's similar places) page by 30, the call's own limit. */
export const PLACE_PICKER_PAGE_SIZE = PLACE_FILTER_LIMIT;

/**
 * A place picker's candidates as §7 asks for them: `GET Establishments/filter` with `isPublished: true` (published
 * places only), the search text as `name`, leaving out `excludeIds` (the place itself for its similar places).
 * @example
 * add: { candidates: () => publishedPlaceCandidates(), pageSize: PLACE_PICKER_PAGE_SIZE, … }
 */
export function publishedPlaceCandidates(excludeIds: readonly number[] = []): TCandidateSource {
  return {
    key: [...client.place.filter.key(), { isPublished: true, excludeIds }],
    page: async ({ term, skip, limit, signal }) => {
      const where = {
        isPublished: true,
        ...(excludeIds.length ? { excludeIds } : {}),
        ...(term ? { name: term } : {}),
      };
      const answer = await client.place.filter({ query: { filter: { limit, skip, where } }, signal });
      return { items: answer.results.map((r) => ({ id: r.id, name: r.name })), count: answer.total };
    },
  };
}
