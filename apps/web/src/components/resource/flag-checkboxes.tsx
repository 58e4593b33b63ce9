import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useToast } from '../../app/shell/toast';
import { errorMessage } from '../../lib/api-client';
import { useItemPatch } from './use-item-patch';

/**
 * The Newly added and Recently updated checkboxes; each click is saved at once (PATCH). The spec gives
 * no message for these, so only a failure is shown (the server's message).
 * @example
 * <FlagCheckboxes path="destinations" id={city.id} newlyAdded={city.newlyAdded} recentlyUpdated={city.recentlyUpdated} />
 */
export function FlagCheckboxes({ path, id, newlyAdded, recentlyUpdated }: { path: string; id: number; newlyAdded: boolean; recentlyUpdated: boolean }) {
  const patch = useItemPatch({ path, id });
  const toast = useToast();
  const set = (body: { newlyAdded?: boolean; recentlyUpdated?: boolean }) => patch.mutate(body, { onError: (error) => toast.error(errorMessage(error)) });
  // While saving, show the value being saved.
  const pending = patch.isPending ? (patch.variables as { newlyAdded?: boolean; recentlyUpdated?: boolean }) : {};
  return (
    <FormGroup row>
      <FormControlLabel
        control={<Checkbox checked={pending.newlyAdded ?? newlyAdded} disabled={patch.isPending} onChange={(e) => set({ newlyAdded: e.target.checked })} />}
        label="Newly added"
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={pending.recentlyUpdated ?? recentlyUpdated}
            disabled={patch.isPending}
            onChange={(e) => set({ recentlyUpdated: e.target.checked })}
          />
        }
        label="Recently updated"
      />
    </FormGroup>
  );
}
