import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import type { TViewCreate } from '@mise/contracts/common/view-calls';
import { errorMessage } from '../../lib/api-client';
import { useToast } from '../resource/feedback/toast';
import type { TWhere } from '../resource/list/use-resource-list';
import { useSaveView } from './use-views';

/** Address parameters a view does not keep: the page (a view opens at its first) and the view it was opened as. */
const NOT_KEPT = new Set(['page', 'view']);

/** The list's address as a view keeps it. */
function currentQuery(): Record<string, string> {
  const params = new URLSearchParams(window.location.search);
  return Object.fromEntries([...params].filter(([key]) => !NOT_KEPT.has(key)));
}

/**
 * 'Save view' beside a list's tools (issue 34): its search, filter, sort and city under a name, private or shared with
 * all staff, pinned to the side menu and the Desk or not. The server checks the `where` as the list's own.
 * @example
 * <SaveViewButton type="place" where={where} suggestedName="Places · without photos" />
 */
export function SaveViewButton({
  type,
  where,
  suggestedName,
}: {
  type: TViewCreate['type'];
  where: TWhere | undefined;
  suggestedName: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Save view">
        <IconButton aria-label="Save view" onClick={() => setOpen(true)}>
          <BookmarkAddIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <SaveViewDialog type={type} where={where} suggestedName={suggestedName} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

function SaveViewDialog({
  type,
  where,
  suggestedName,
  onClose,
}: {
  type: TViewCreate['type'];
  where: TWhere | undefined;
  suggestedName: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const toast = useToast();
  const save = useSaveView();
  const [name, setName] = useState(suggestedName);
  const [shared, setShared] = useState(false);
  const [pinned, setPinned] = useState(true);
  const [nameError, setNameError] = useState<string>();
  const submit = () => {
    if (!name.trim()) return setNameError('Name is required');
    setNameError(undefined);
    save.mutate(
      {
        type,
        name,
        query: currentQuery(),
        where: (where as Record<string, unknown> | undefined) ?? null,
        shared,
        pinned,
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          const message = errorMessage(error, 'Could not save the view');
          if (/\bName\b/.test(message)) setNameError(message.replace(/^body(\.name)?: /, ''));
          else toast.error(message);
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Save view</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1, pt: '8px !important' }}>
        <TextField
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={Boolean(nameError)}
          helperText={nameError}
          autoFocus
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
        <FormControlLabel
          control={<Checkbox checked={shared} onChange={(e) => setShared(e.target.checked)} />}
          label="Share with all staff"
        />
        <FormControlLabel
          control={<Checkbox checked={pinned} onChange={(e) => setPinned(e.target.checked)} />}
          label="Pin to the side menu and the Desk"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={save.isPending} onClick={submit}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
