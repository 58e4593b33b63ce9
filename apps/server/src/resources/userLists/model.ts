import { userListResource } from '@mise/contracts/resources/user-list';
import { defineModel } from '../../crud/model';
import { userListItems, userLists } from '../../db/schema/user-lists';
import { userListItemModel } from '../userListItems/model';
import { userModel } from '../users/model';

export const userListModel = defineModel({
  resource: userListResource,
  table: userLists,
  id: userLists.id,
  relations: {
    user: { kind: 'belongsTo', model: () => userModel, localKey: userLists.userId },
    userListItems: { kind: 'hasMany', model: () => userListItemModel, foreignKey: userListItems.userListId },
  },
});
