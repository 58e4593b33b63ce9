import { z } from 'zod';
import { defineResource, one } from '../common/resource';
import { zRefId, zTimestamps } from '../common/fields';
import { optionalDate } from './part1-fields';

/** A user's subscription to a city (part 1 §3); endDate null means it does not expire. */
export const ZDestinationSubscription = z.object({
  ...zTimestamps,
  destinationId: z.number().int(),
  userId: z.number().int(),
  endDate: z.date().nullable(),
});
export type TDestinationSubscription = z.infer<typeof ZDestinationSubscription>;

export const ZDestinationSubscriptionCreate = z.strictObject({
  destinationId: zRefId,
  userId: zRefId,
  endDate: optionalDate(),
});
export const ZDestinationSubscriptionUpdate = z.strictObject({ endDate: optionalDate() });

export const destinationSubscriptionResource = defineResource({
  model: 'DestinationSubscription',
  path: 'destinationSubscriptions',
  record: ZDestinationSubscription,
  create: ZDestinationSubscriptionCreate,
  update: ZDestinationSubscriptionUpdate,
  filterable: ['id', 'destinationId', 'userId', 'endDate', 'created', 'updated'],
  sortable: ['id', 'endDate', 'created', 'updated'],
  relations: { destination: one('Destination'), user: one('User') },
  traits: {},
});
