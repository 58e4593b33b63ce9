import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** The Save button under a settings form: it submits the form, and is off while the save runs. */
export function SettingSaveButton({ saving }: { saving: boolean }) {
  return (
    <Box>
      <Button type="submit" variant="contained" disabled={saving}>
        Save
      </Button>
    </Box>
  );
}
