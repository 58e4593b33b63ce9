import type { TWireRecord } from '@mise/contracts/common/wire';
import { type TIncluded, includes } from '@mise/contracts/includes';
import { landmarkResource } from '@mise/contracts/resources/landmark';
import { CITY_NAME } from '../../components/resource/reference/city-include';

/** A landmark as the detail loads it (`LANDMARK_DETAIL`): the record and its city's id and name. */
export type TLandmark = TWireRecord<typeof landmarkResource> &
  TIncluded<typeof landmarkResource, typeof LANDMARK_DETAIL.include>;

/** The detail's item filter (part 2 §3: a landmark with its destination). */
export const LANDMARK_DETAIL = { include: includes(landmarkResource, [CITY_NAME]) };
