import { destinationSubscriptionResource } from '@mise/contracts/resources/destination-subscription';
import { defineModel } from '../../crud/model';
import { destinationSubscriptions } from '../../db/schema/destination-subscription';

export const destinationSubscriptionModel = defineModel({
  resource: destinationSubscriptionResource,
  table: destinationSubscriptions,
  id: destinationSubscriptions.id,
  relations: {
    destination: { kind: 'belongsTo', target: 'Destination', localKey: destinationSubscriptions.destinationId },
    user: { kind: 'belongsTo', target: 'User', localKey: destinationSubscriptions.userId },
  },
});
