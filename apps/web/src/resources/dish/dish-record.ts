import type { TWireRecord } from '@mise/contracts/common/wire';
import type { dishResource } from '@mise/contracts/resources/dish';
import type { TWithCounts } from '../../components/resource/item-counts';

/** A dish as its detail loads it (`DISH_DETAIL`): the record, its lists' sizes and its cities' names (for the form). */
export type TDish = TWireRecord<typeof dishResource> & TWithCounts & { destinations?: { id: number; name: string }[] };

export const DISH_DETAIL = {
  include: [{ relation: 'destinations', scope: { fields: ['id', 'name'] } }],
  includeCount: true,
};
