import type { TWireRecord } from '@mise/contracts/common/wire';
import type { TIncluded } from '@mise/contracts/includes';
import type { eatineraryResource } from '@mise/contracts/resources/eatinerary';
import type { CITY_NAME } from '../../components/resource/reference/city-include';

/** An eatinerary as the detail loads it (with `CITY_NAME`): the record and its city's id and name. */
export type TEatinerary = TWireRecord<typeof eatineraryResource> &
  TIncluded<typeof eatineraryResource, typeof CITY_NAME>;
