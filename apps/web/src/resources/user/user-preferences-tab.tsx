import type { TAreaTabProps } from '../../components/resource/area/area-types';
import { TagsEditor, type TTagsMessages } from '../../components/tags/tags-editor';
import type { TUser } from './user-record';

/**
 * part 2 §8 "Users". The spec words no failure of a chip's removal; it reads like the dialog's (decisions file).
 */
const USER_TAG_MESSAGES: TTagsMessages = {
  updated: 'Tags Updated Successfully',
  updateFailed: 'Tags Update Unsuccessful',
  removed: 'Tags Delete Successfull',
  removeFailed: 'Tags Update Unsuccessful',
};

/** The preferences tab (part 2 §2): the user's tags by category, removable, and 'Add / Remove Tags' (PATCH {tagIds}). */
export function UserPreferencesTab({ id }: TAreaTabProps<TUser>) {
  return <TagsEditor path="users" id={id} removeBy="tagIds" messages={USER_TAG_MESSAGES} />;
}
