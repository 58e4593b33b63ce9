import type { TAreaTabProps } from '../../components/resource/area/area-types';
import { TagsEditor, type TTagsMessages } from '../../components/tags/tags-editor';
import type { TPlace } from './place-record';

/** part 2 §8 "Place". */
const PLACE_TAG_MESSAGES: TTagsMessages = {
  updated: 'Tags Updated Successfully',
  updateFailed: 'Tags Update Unsuccessful',
  removed: 'Tag removed successfully',
  removeFailed: 'Remove tag Unsuccessful',
};

/** The Tags tab (part 2 §2): the place's tags by category as deletable chips, and 'Add / Remove Tags' over every category. */
export function PlaceTagsTab({ id }: TAreaTabProps<TPlace>) {
  return <TagsEditor path="establishments" id={id} removeBy="relation" messages={PLACE_TAG_MESSAGES} />;
}
