import type { TWireRecord } from '@mise/contracts/common/wire';
import { type TIncluded, includes } from '@mise/contracts/includes';
import { placeResource } from '@mise/contracts/resources/place';
import { CITY_NAME } from '../../components/resource/reference/city-include';
import type { TWithCounts } from '../../components/resource/detail/item-counts';

/**
 * A place as the detail loads it (`PLACE_DETAIL`): the record, its city's id and name, its lists' sizes, its active
 * suggesters (the primary first) and its similar places' names.
 */
export type TPlace = TWireRecord<typeof placeResource> &
  TIncluded<typeof placeResource, typeof PLACE_DETAIL.include> &
  TWithCounts;

/** The detail's item filter (part 2 §7 details: with similarEstablishments and primarySuggesters). */
export const PLACE_DETAIL = {
  include: includes(placeResource, [
    CITY_NAME,
    { relation: 'similarEstablishments', scope: { fields: ['id', 'name'] } },
    { relation: 'suggestions' },
    { relation: 'primarySuggesters' },
  ]),
  includeCount: true,
};
