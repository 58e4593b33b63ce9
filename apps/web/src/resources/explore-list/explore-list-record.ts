import type { TWireRecord } from '@mise/contracts/common/wire';
import { type TIncluded, includes } from '@mise/contracts/includes';
import { exploreListResource } from '@mise/contracts/resources/explore-list';
import { CITY_NAME } from '../../components/resource/reference/city-include';
import type { TWithCounts } from '../../components/resource/detail/item-counts';

/** An explore list as its detail loads it (`EXPLORE_LIST_DETAIL`): the record, its city's name and its places' count. */
export type TExploreList = TWireRecord<typeof exploreListResource> &
  TIncluded<typeof exploreListResource, typeof EXPLORE_LIST_DETAIL.include> &
  TWithCounts;

export const EXPLORE_LIST_DETAIL = { include: includes(exploreListResource, [CITY_NAME]), includeCount: true };
