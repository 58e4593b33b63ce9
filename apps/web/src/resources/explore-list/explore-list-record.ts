import type { TWireRecord } from '@mise/contracts/common/wire';
import type { exploreListResource } from '@mise/contracts/resources/explore-list';
import { CITY_NAME, type TWithCity } from '../../components/resource/city-include';
import type { TWithCounts } from '../../components/resource/item-counts';

/** An explore list as its detail loads it (`EXPLORE_LIST_DETAIL`): the record, its city's name and its places' count. */
export type TExploreList = TWireRecord<typeof exploreListResource> & TWithCity & TWithCounts;

export const EXPLORE_LIST_DETAIL = { include: [CITY_NAME], includeCount: true };
