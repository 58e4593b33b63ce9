import { userListResource } from '@mise/contracts/resources/user-list';
import { refusingUnknownRefs } from '../../crud/known-refs';
import { defineModel } from '../../crud/model';
import { userListItems, userLists } from '../../db/schema/user-list';
import { users } from '../../db/schema/user';

export const userListModel = defineModel({
  resource: userListResource,
  table: userLists,
  id: userLists.id,
  relations: {
    user: { kind: 'belongsTo', target: 'User', localKey: userLists.userId },
    userListItems: { kind: 'hasMany', target: 'UserListItem', foreignKey: userListItems.userListId },
  },
  // Ids the body points at must name live rows: a 400 naming the field, not the foreign key's nameless refusal.
  prepare: refusingUnknownRefs([{ field: 'userId', table: users, id: users.id, label: 'User' }]),
});
