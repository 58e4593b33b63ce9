import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LightTextField } from '../../components/ui/light-text-field';
import { CODE_NEEDED, typedCode, useProofForm } from '../../components/resource/form/use-proof-form';

/**
 * Turning two-factor sign-in off asks for both the password and a current code (or a recovery code, when the phone is
 * gone): a session alone, or a password alone, must not be enough to remove it (issue 27 §2).
 */
export function TwoFactorOffForm({
  onSubmit,
}: {
  onSubmit: (proof: { currentPassword: string; code: string }) => Promise<void>;
}) {
  const { errors, field, submit, isBusy } = useProofForm({
    initial: { currentPassword: '', code: '' },
    idPrefix: 'two-factor-off',
    problems: (values) => ({
      ...(values.currentPassword ? {} : { currentPassword: 'Enter your password' }),
      ...(values.code.trim() ? {} : { code: CODE_NEEDED }),
    }),
    send: ({ currentPassword, code }) => onSubmit({ currentPassword, code: typedCode(code) }),
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 360 }}>
      {errors.other && <Alert severity="error">{errors.other}</Alert>}
      <LightTextField
        {...field('currentPassword')}
        id="two-factor-off-password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <LightTextField {...field('code')} label="Code from your app or a recovery code" autoComplete="one-time-code" />
      <Box>
        <Button type="submit" variant="contained" disabled={isBusy}>
          Turn off
        </Button>
      </Box>
    </Box>
  );
}
