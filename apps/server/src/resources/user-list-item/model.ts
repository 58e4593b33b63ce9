import { userListItemResource } from '@mise/contracts/resources/user-list';
import { refusingUnknownRefs } from '../../crud/known-refs';
import { defineModel } from '../../crud/model';
import { userListItems, userLists } from '../../db/schema/user-list';
import { listItemSubjects } from './subject';

/** `subject` points into the table subjectType names, so it is a derived include (`include: 'subject'`), not a relation. */
export const userListItemModel = defineModel({
  resource: userListItemResource,
  table: userListItems,
  id: userListItems.id,
  relations: {
    userList: { kind: 'belongsTo', target: 'UserList', localKey: userListItems.userListId },
  },
  derivedIncludes: {
    subject: {
      empty: null,
      load: (db, ids) => listItemSubjects(db, ids),
    },
  },
  // Ids the body points at must name live rows: a 400 naming the field, not the foreign key's nameless refusal.
  prepare: refusingUnknownRefs([{ field: 'userListId', table: userLists, id: userLists.id, label: 'UserList' }]),
});
