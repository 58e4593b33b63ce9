import { z } from 'zod';
import { defineResource, derived, many, one } from '../common/resource';
import { MSG } from '../common/messages';
import { zTimestamps } from '../common/fields';
import { SUBJECT_TYPES, zRequired, zRequiredRef } from './part2-fields';
import { ZUserListSubject } from './user-calls';

/** A user's saved list (model UserList); staff only read these. */
export const ZUserList = z.object({ ...zTimestamps, userId: z.number().int(), name: z.string() });
export type TUserList = z.infer<typeof ZUserList>;

export const ZUserListCreate = z.strictObject({
  userId: zRequiredRef(MSG.isRequired),
  name: zRequired(MSG.isRequired),
});
export const ZUserListUpdate = z.strictObject({ name: zRequired(MSG.isRequired).optional() });

export const userListResource = defineResource({
  model: 'UserList',
  path: 'userLists',
  record: ZUserList,
  create: ZUserListCreate,
  update: ZUserListUpdate,
  filterable: ['id', 'userId', 'name', 'created', 'updated'],
  sortable: ['id', 'name', 'created', 'updated'],
  searchable: ['name'],
  relations: { user: one('User'), userListItems: many('UserListItem') },
  traits: {},
});

/** One saved item; `subject` (the pointed-at row, with _pictures) is resolved by subjectType. */
export const ZUserListItem = z.object({
  ...zTimestamps,
  userListId: z.number().int(),
  subjectType: z.enum(SUBJECT_TYPES),
  subjectId: z.number().int(),
});
export type TUserListItem = z.infer<typeof ZUserListItem>;

export const ZUserListItemCreate = z.strictObject({
  userListId: zRequiredRef(MSG.isRequired),
  subjectType: z.enum(SUBJECT_TYPES),
  subjectId: zRequiredRef(MSG.isRequired),
});
export const ZUserListItemUpdate = z.strictObject({});

export const userListItemResource = defineResource({
  model: 'UserListItem',
  path: 'userListItems',
  record: ZUserListItem,
  create: ZUserListItemCreate,
  update: ZUserListItemUpdate,
  filterable: ['id', 'userListId', 'subjectType', 'subjectId', 'created'],
  sortable: ['id', 'created'],
  relations: {
    userList: one('UserList'),
    subject: derived(ZUserListSubject.nullable().describe('The saved item, or null when it no longer exists')),
  },
  traits: {},
});
