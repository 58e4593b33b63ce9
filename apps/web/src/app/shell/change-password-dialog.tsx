import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { LightTextField } from '../../components/ui/light-text-field';
import { client } from '../../lib/client';
import { useSession } from '../../lib/session';
import { useToast } from '../../components/resource/feedback/toast';
import { CODE_NEEDED, typedCode, useProofForm } from '../../components/resource/form/use-proof-form';

const MIN_LENGTH = 12;
type TFields = { currentPassword: string; newPassword: string; confirm: string; code: string };
const EMPTY: TFields = { currentPassword: '', newPassword: '', confirm: '', code: '' };

/** The form's own checks, worded like the server's; the server also refuses common passwords and the e-mail. */
function problems(values: TFields, needsCode: boolean): Record<string, string> {
  const found: Record<string, string> = {};
  if (!values.currentPassword) found.currentPassword = 'Enter your current password';
  if (!values.newPassword) found.newPassword = 'Enter a new password';
  else if (values.newPassword.length < MIN_LENGTH) found.newPassword = `Use at least ${MIN_LENGTH} characters`;
  if (values.confirm !== values.newPassword) found.confirm = 'The two new passwords are not the same';
  if (needsCode && !values.code.trim()) found.code = CODE_NEEDED;
  return found;
}

/**
 * "Change password" from the user menu (issue 27 §2): the current password, the new one twice and, with two-factor
 * sign-in on, a code. This session stays signed in; the account's other sessions end.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { twoFactor } = useSession();
  const toast = useToast();
  const needsCode = twoFactor?.enabled === true;
  const form = useProofForm({
    initial: EMPTY,
    idPrefix: 'change-password',
    problems: (values) => problems(values, needsCode),
    send: async ({ currentPassword, newPassword, code }) => {
      await client.session.changePassword({
        body: { currentPassword, newPassword, ...(needsCode ? { code: typedCode(code) } : {}) },
      });
      toast.success('Your password is changed. You stay signed in here; other devices were signed out');
      close();
    },
  });
  const { errors, field, submit, isBusy } = form;
  function close() {
    form.reset();
    onClose();
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby="change-password-title" fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="change-password-title">Change password</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            Your other devices will be signed out. Use at least {MIN_LENGTH} characters; a few unrelated words work
            well.
          </DialogContentText>
          {errors.other && <Alert severity="error">{errors.other}</Alert>}
          <LightTextField
            {...field('currentPassword')}
            label="Current password"
            type="password"
            autoComplete="current-password"
            autoFocus
          />
          <LightTextField {...field('newPassword')} label="New password" type="password" autoComplete="new-password" />
          <LightTextField
            {...field('confirm')}
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
          />
          {needsCode && <LightTextField {...field('code')} label="Code from your app" autoComplete="one-time-code" />}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isBusy}>
            Change password
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
