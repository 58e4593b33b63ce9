import type { TWire, TWireRecord } from '@mise/contracts/common/wire';
import type { cityResource } from '@mise/contracts/resources/city';
import type { ZCityDetails } from '@mise/contracts/resources/city-calls';
import type { z } from 'zod';

/** A city as the API answers it. */
export type TCity = TWireRecord<typeof cityResource>;

/** GET destinations/{id}/details: the city, its tab counts and its pack (the area's item). */
export type TCityDetails = TWire<z.output<typeof ZCityDetails>>;
