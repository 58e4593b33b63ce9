import type { TWireRecord } from '@mise/contracts/common/wire';
import type { placeResource } from '@mise/contracts/resources/place';
import type { TWithCity } from '../../components/resource/city-include';

/** A place as the detail loads it (with `CITY_NAME` and `includeCount`): the record, its city's id and name, its lists' sizes. */
export type TPlace = TWireRecord<typeof placeResource> & TWithCity & { counts?: Record<string, number> };
