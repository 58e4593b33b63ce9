import { PLACE_STATUSES, type TPlaceStatus } from '@mise/contracts/resources/place';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useToast } from '../../components/resource/feedback/toast';
import { useItemPatch } from '../../components/resource/detail/use-item-patch';

/** The place's status, any value chosen directly (part 2 §4), saved at once with part 2 §8's toasts. */
export function PlaceStatusSelect({ id, status }: { id: number; status: TPlaceStatus }) {
  const patch = useItemPatch<{ status: TPlaceStatus }>({ path: 'establishments', id });
  const toast = useToast();
  return (
    <TextField
      select
      size="small"
      label="Status"
      value={patch.isPending ? patch.variables.status : status}
      disabled={patch.isPending}
      sx={{ minWidth: 180 }}
      onChange={(e) =>
        patch.mutate(
          { status: e.target.value as TPlaceStatus },
          {
            onSuccess: () => toast.success('Status Updated Successfully'),
            onError: () => toast.error('Status Update Unsuccessful'),
          },
        )
      }
    >
      {PLACE_STATUSES.map((s) => (
        <MenuItem key={s.value} value={s.value}>
          {s.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
