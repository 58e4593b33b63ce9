import { userListResource } from '@mise/contracts/resources/user-list';
import { defineModel } from '../../crud/model';
import { userListItems, userLists } from '../../db/schema/user-list';

export const userListModel = defineModel({
  resource: userListResource,
  table: userLists,
  id: userLists.id,
  relations: {
    user: { kind: 'belongsTo', target: 'User', localKey: userLists.userId },
    userListItems: { kind: 'hasMany', target: 'UserListItem', foreignKey: userListItems.userListId },
  },
});
