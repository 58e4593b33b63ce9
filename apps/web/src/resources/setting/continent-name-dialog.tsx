import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { RenameField } from '../../components/ui/rename-field';

/** Renames a continent: the name only, since cities store the continent's value, which stays. */
export function ContinentNameDialog({
  name,
  onSave,
  onClose,
}: {
  name: string;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="continent-name-title">
      <DialogTitle id="continent-name-title">Rename {name}</DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        <RenameField label="Name" name={name} onSave={onSave} autoFocus />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
