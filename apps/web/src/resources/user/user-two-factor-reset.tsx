import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../lib/session';
import { useToast } from '../../components/resource/feedback/toast';
import { CODE_NEEDED, typedCode, useProofForm } from '../../components/resource/form/use-proof-form';
import { LightTextField } from '../../components/ui/light-text-field';
import { client } from '../../lib/client';
import type { TUser } from './user-record';

/**
 * "Reset two-factor sign-in" on a staff colleague's details, for a lost phone (issue 27 §2): shown only when they have
 * it on and they are not the one signed in (one's own is turned off on the two-factor page). The one who resets
 * confirms with their own password (and code): the server logs it and signs the colleague out everywhere.
 */
export function UserTwoFactorReset({ user }: { user: TUser }) {
  const { user: me, twoFactor } = useSession();
  const isOwn = String(me?.id) === String(user.id);
  const status = useQuery({ ...client.session.colleagueTwoFactor.options({ id: user.id }), enabled: !isOwn });
  const [open, setOpen] = useState(false);
  if (isOwn || !status.data?.enabled) return null;
  return (
    <Box>
      <Button variant="outlined" color="warning" onClick={() => setOpen(true)}>
        Reset two-factor sign-in
      </Button>
      {open && <ResetDialog user={user} needsCode={twoFactor?.enabled === true} onClose={() => setOpen(false)} />}
    </Box>
  );
}

function ResetDialog({ user, needsCode, onClose }: { user: TUser; needsCode: boolean; onClose: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const name = user.name || user.email;
  const { errors, field, submit, isBusy } = useProofForm({
    initial: { currentPassword: '', code: '' },
    idPrefix: 'two-factor-reset',
    problems: (values) => ({
      ...(values.currentPassword ? {} : { currentPassword: 'Enter your current password' }),
      ...(needsCode && !values.code.trim() ? { code: CODE_NEEDED } : {}),
    }),
    send: async ({ currentPassword, code }) => {
      await client.session.colleagueTwoFactorReset({
        id: user.id,
        body: { currentPassword, ...(needsCode ? { code: typedCode(code) } : {}) },
      });
      toast.success(`Two-factor sign-in is reset for ${name}`);
      await queryClient.invalidateQueries({ queryKey: client.session.colleagueTwoFactor.key({ id: user.id }) });
      onClose();
    },
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="two-factor-reset-title" fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="two-factor-reset-title">Reset two-factor sign-in?</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            Do this when {name} has lost their phone. They are signed out everywhere, sign in with their password alone,
            and can then set up two-factor sign-in again. Confirm it is you with your own password.
          </DialogContentText>
          {errors.other && <Alert severity="error">{errors.other}</Alert>}
          <LightTextField
            {...field('currentPassword')}
            id="two-factor-reset-password"
            label="Your password"
            type="password"
            autoComplete="current-password"
            autoFocus
          />
          {needsCode && <LightTextField {...field('code')} label="Code from your app" autoComplete="one-time-code" />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="warning" disabled={isBusy}>
            Reset
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
