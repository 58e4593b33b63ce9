import { userListItemResource } from '@mise/contracts/resources/user-list';
import { defineModel } from '../../crud/model';
import { userListItems } from '../../db/schema/user-list';

/** `subject` points into the table subjectType names, so it is resolved by this folder's routes, not as a relation. */
export const userListItemModel = defineModel({
  resource: userListItemResource,
  table: userListItems,
  id: userListItems.id,
  relations: {
    userList: { kind: 'belongsTo', target: 'UserList', localKey: userListItems.userListId },
  },
});
