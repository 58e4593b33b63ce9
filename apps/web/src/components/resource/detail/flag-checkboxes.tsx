import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useState } from 'react';
import { useToast } from '../feedback/toast';
import { errorMessage } from '../../../lib/api-client';
import { useItemPatch } from './use-item-patch';

type TFlags = Record<string, boolean>;
/** A further flag of the item, saved the same way (a place's Book weeks ahead). */
export type TFlag = { key: string; label: string; checked: boolean };

/**
 * The Newly added and Recently updated checkboxes; each click is saved at once (PATCH). The spec gives
 * no message for these, so only a failure is shown (the server's message).
 * @example
 * <FlagCheckboxes path="destinations" id={city.id} newlyAdded={city.newlyAdded} recentlyUpdated={city.recentlyUpdated} />
 */
export function FlagCheckboxes({
  path,
  id,
  newlyAdded,
  recentlyUpdated,
  more = [],
}: {
  path: string;
  id: number;
  newlyAdded: boolean;
  recentlyUpdated: boolean;
  more?: readonly TFlag[];
}) {
  const patch = useItemPatch({ path, id });
  const toast = useToast();
  // While saving, show the value being saved. Kept in our own state, set in the click itself: the mutation's state
  // reaches the component a tick later, and until then the controlled box snapped back to the stored value.
  const [pending, setPending] = useState<TFlags>({});
  const set = (body: TFlags) => {
    setPending(body);
    patch.mutate(body, { onError: (error) => toast.error(errorMessage(error)), onSettled: () => setPending({}) });
  };
  const flags: TFlag[] = [
    { key: 'newlyAdded', label: 'Newly added', checked: newlyAdded },
    { key: 'recentlyUpdated', label: 'Recently updated', checked: recentlyUpdated },
    ...more,
  ];
  return (
    <FormGroup row>
      {flags.map((flag) => (
        <FormControlLabel
          key={flag.key}
          control={
            <Checkbox
              checked={pending[flag.key] ?? flag.checked}
              disabled={patch.isPending}
              onChange={(e) => set({ [flag.key]: e.target.checked })}
            />
          }
          label={flag.label}
        />
      ))}
    </FormGroup>
  );
}
