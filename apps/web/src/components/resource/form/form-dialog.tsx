import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { type MouseEvent, type ReactNode, useId } from 'react';
import { useDiscardGuard } from './use-discard-guard';
import { useSubmitGuard } from './use-submit-guard';
import { useToastBelowDialogBar } from '../feedback/toast';

export type TFormDialogProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /**
   * Called by the save button when there is no `formId` (with `formId` the button submits that form, whose onSubmit
   * holds itself: useSubmitGuard). Held from the click until a promise it answers settles.
   */
  onSave?: () => unknown;
  saveLabel?: string;
  saving?: boolean;
  children: ReactNode;
  /** The id of a <form> inside: the save button becomes its submit button, so Enter and SAVE behave alike. */
  formId?: string;
  /**
   * Whether something typed is not saved yet (react-hook-form's `formState.isDirty`): Esc, the X and leaving the page
   * then ask 'Discard unsaved changes?' first (useDiscardGuard).
   */
  dirty?: boolean;
  /** Buttons of the bar before SAVE (a work-through's 'Save and next'). */
  moreActions?: ReactNode;
};

/**
 * An Esc that a field inside used for itself: closing its open list (an expanded combobox) or handled and marked
 * (preventDefault). It closes that list, never the form.
 */
function isFieldsEscape(event: object): boolean {
  const { target, defaultPrevented } = event as Partial<Pick<Event, 'target' | 'defaultPrevented'>>;
  return (
    Boolean(defaultPrevented) ||
    (target instanceof Element && target.closest('[role="combobox"][aria-expanded="true"]') !== null)
  );
}

/**
 * A full-screen add/edit dialog (part 1 §4): a bar with a close button, the title and SAVE.
 * @example
 * <FormDialog open={open} title="Add Destination Pack" onClose={close} formId="pack-form" saving={mutation.isPending}>
 *   <form id="pack-form" onSubmit={handleSubmit(save)}>…</form>
 * </FormDialog>
 */
export function FormDialog({
  open,
  title,
  onClose,
  onSave,
  saveLabel = 'SAVE',
  saving = false,
  children,
  formId,
  dirty = false,
  moreActions,
}: TFormDialogProps) {
  // Unique: a picker's dialog may open over a form's (a review's user picker), each named by its own title.
  const titleId = useId();
  useToastBelowDialogBar(open);
  const guard = useSubmitGuard();
  // While a save runs the text is on its way: the save's own move (a new item opens) must not be asked about.
  const discard = useDiscardGuard(open && dirty && !saving);
  const close = () => discard.requestClose(onClose);
  const onDialogClose = (event: object, reason: string) => {
    if (reason !== 'escapeKeyDown' || !isFieldsEscape(event)) close();
  };
  return (
    <Dialog fullScreen open={open} onClose={saving ? undefined : onDialogClose} aria-labelledby={titleId}>
      <AppBar position="sticky" color="primary" elevation={1}>
        <Toolbar>
          <IconButton edge="start" color="inherit" onClick={close} aria-label="close" disabled={saving}>
            <CloseIcon />
          </IconButton>
          <Typography id={titleId} variant="h6" component="h2" sx={{ ml: 2, flex: 1 }}>
            {title}
          </Typography>
          {moreActions}
          <Button
            color="inherit"
            type={formId ? 'submit' : 'button'}
            form={formId}
            onClick={formId ? undefined : guard.wrap<MouseEvent>(onSave)}
            disabled={saving || guard.busy}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {saveLabel}
          </Button>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 3, maxWidth: 800, width: '100%', mx: 'auto' }}>{children}</Box>
    </Dialog>
  );
}
