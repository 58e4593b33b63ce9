import { destinationSubscriptionResource } from '@mise/contracts/resources/destination-subscription';
import { defineModel } from '../../crud/model';
import { destinationSubscriptions } from '../../db/schema/destination-subscriptions';
import { cityModel } from '../destinations/model';
import { userModel } from '../users/model';

export const destinationSubscriptionModel = defineModel({
  resource: destinationSubscriptionResource,
  table: destinationSubscriptions,
  id: destinationSubscriptions.id,
  relations: {
    destination: { kind: 'belongsTo', model: () => cityModel, localKey: destinationSubscriptions.destinationId },
    user: { kind: 'belongsTo', model: () => userModel, localKey: destinationSubscriptions.userId },
  },
});
