import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/api-client';
import { FormDialog } from '../form/form-dialog';
import { Pager } from '../list/pager';
import type { TPickerItem } from './candidate-source';
import type { TRelationPicker } from './use-relation-picker';

export type TRelationPickerDialogProps = {
  picker: TRelationPicker;
  /** The dialog's title: 'add cuisines', 'add dishes', 'add places'. */
  title: string;
  /** Receives the chosen items; the dialog stays open until the caller closes it (on success). */
  onSave: (chosen: TPickerItem[]) => void;
  saving?: boolean;
  /**
   * Why the last save failed, shown in the dialog: the toast alone is hidden from screen readers while
   * a modal dialog is open, and the dialog stays open for another try.
   */
  saveError?: string;
  /** Called on close, just before the picker forgets its search and selection (to reset the caller's save). */
  onClose?: () => void;
  /** Items that cannot be chosen (already related), each with the reason shown under its name. */
  disabledReason?: (item: TPickerItem) => string | undefined;
};

/**
 * A full-screen multi-select picker (part 1 §2 add pickers): 'Search' box, 20 per page from the server
 * with a pager, checkboxes, and SAVE. Each row shows its name, and under it what the type's picker shows there (a
 * user's e-mail, part 1 §7 user picker) and why it cannot be chosen. The selection survives paging and new searches.
 * @example
 * const picker = useRelationPicker({ resource: cuisineResource });
 * <RelationPickerDialog picker={picker} title="add cuisines" onSave={save} saving={isSaving} disabledReason={(c) => (have.has(c.id) ? 'Already added' : undefined)} />
 */
export function RelationPickerDialog(props: TRelationPickerDialogProps) {
  const { picker, title, onSave, saving = false, saveError, disabledReason } = props;
  const chosen = picker.selected;
  const close = () => {
    props.onClose?.();
    picker.close();
  };
  return (
    <FormDialog open={picker.isOpen} title={title} onClose={close} onSave={() => onSave(chosen)} saving={saving}>
      {saveError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {saveError}
        </Alert>
      )}
      <TextField
        fullWidth
        size="small"
        placeholder="Search"
        value={picker.term}
        onChange={(event) => picker.setTerm(event.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': 'Search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
        {chosen.length} selected
      </Typography>
      {picker.error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(picker.error)}
        </Alert>
      ) : picker.isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      ) : picker.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          Nothing found.
        </Typography>
      ) : (
        <List aria-label={title} dense>
          {picker.items.map((item) => {
            const reason = disabledReason?.(item);
            const disabled = reason !== undefined;
            const labelId = `picker-item-${item.id}`;
            const detailId = `picker-item-${item.id}-detail`;
            const detail = [item.secondary, reason].filter(Boolean).join(' · ') || undefined;
            // A label (not a button around a checkbox): a click anywhere on the row toggles it, and the
            // checkbox is named by the item's name alone, described by the secondary text and the reason.
            return (
              <ListItem key={item.id} divider disablePadding>
                <Box
                  component="label"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    width: '100%',
                    py: 0.5,
                    cursor: disabled ? 'default' : 'pointer',
                  }}
                >
                  <Checkbox
                    checked={disabled || picker.isSelected(item.id)}
                    disabled={disabled}
                    onChange={() => picker.toggle(item)}
                    slotProps={{
                      input: { 'aria-labelledby': labelId, 'aria-describedby': detail ? detailId : undefined },
                    }}
                  />
                  <ListItemText
                    primary={item.name}
                    secondary={detail}
                    slotProps={{ primary: { id: labelId }, secondary: { id: detailId } }}
                    sx={{ color: disabled ? 'text.disabled' : undefined }}
                  />
                </Box>
              </ListItem>
            );
          })}
        </List>
      )}
      <Pager
        page={picker.page}
        count={picker.count}
        pageSize={picker.pageSize}
        onChange={picker.setPage}
        label={`${title} pages`}
      />
    </FormDialog>
  );
}
