import type { TWireRecord } from '@mise/contracts/common/wire';
import { type TIncluded, includes } from '@mise/contracts/includes';
import { dishResource } from '@mise/contracts/resources/dish';
import type { TWithCounts } from '../../components/resource/detail/item-counts';

/** A dish as its detail loads it (`DISH_DETAIL`): the record, its lists' sizes and its cities' names (for the form). */
export type TDish = TWireRecord<typeof dishResource> &
  TWithCounts &
  TIncluded<typeof dishResource, typeof DISH_DETAIL.include>;

export const DISH_DETAIL = {
  include: includes(dishResource, [{ relation: 'destinations', scope: { fields: ['id', 'name'] } }]),
  includeCount: true,
};
