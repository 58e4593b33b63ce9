import { destinationSubscriptionResource } from '@mise/contracts/resources/destination-subscription';
import { refusingUnknownRefs } from '../../crud/known-refs';
import { defineModel } from '../../crud/model';
import { destinationSubscriptions } from '../../db/schema/destination-subscription';
import { cities } from '../../db/schema/city';
import { users } from '../../db/schema/user';

export const destinationSubscriptionModel = defineModel({
  resource: destinationSubscriptionResource,
  table: destinationSubscriptions,
  id: destinationSubscriptions.id,
  relations: {
    destination: { kind: 'belongsTo', target: 'Destination', localKey: destinationSubscriptions.destinationId },
    user: { kind: 'belongsTo', target: 'User', localKey: destinationSubscriptions.userId },
  },
  // Ids the body points at must name live rows: a 400 naming the field, not the foreign key's nameless refusal.
  prepare: refusingUnknownRefs([
    { field: 'destinationId', table: cities, id: cities.id, label: 'Destination' },
    { field: 'userId', table: users, id: users.id, label: 'User' },
  ]),
});
