import { RelationPickerDialog } from '../relation/relation-picker-dialog';
import type { TPickerItem, TRelationPicker } from '../relation/use-relation-picker';

export type TUserPickerProps = {
  /** From `useUserPicker()`. */
  picker: TRelationPicker<TPickerItem>;
  title?: string;
  onSave: (users: TPickerItem[]) => void;
  saving?: boolean;
  /** Why the last save failed, shown in the dialog. */
  saveError?: string;
  onClose?: () => void;
  /** Users that cannot be chosen (already subscribed), with the reason shown under the email. */
  disabledReason?: (user: TPickerItem) => string | undefined;
};

/**
 * A full-screen user picker: 20 users per page by name, each with name and email, searched in both.
 * @example
 * const picker = useUserPicker();
 * <UserPicker picker={picker} onSave={(users) => subscribe(users.map((u) => u.id))} disabledReason={(u) => (subscribed.has(u.id) ? 'Already subscribed' : undefined)} />
 */
export function UserPicker({ title = 'Add users', ...rest }: TUserPickerProps) {
  return <RelationPickerDialog title={title} {...rest} secondary={(user) => user.email} />;
}
