import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { calls } from '@mise/contracts/calls';
import type { TCallAnswer } from '@mise/contracts/common/call';
import { LightTextField } from '../../components/ui/light-text-field';
import { errorMessage } from '../../lib/api-client';
import { client } from '../../lib/client';
import { type TTwoFactorState, useSession } from '../../lib/session';
import { useToast } from '../../components/resource/feedback/toast';
import { validateCode } from './sign-in';
import { TwoFactorOffForm } from './two-factor-off-form';

/** POST users/me/two-factor/start. */
type TEnrolment = TCallAnswer<typeof calls.session.twoFactorStart>;

type TStep =
  | { kind: 'loading' }
  | { kind: 'off' }
  | { kind: 'enrolling'; enrolment: TEnrolment }
  | { kind: 'codes'; recoveryCodes: string[] }
  | { kind: 'on'; recoveryCodesLeft: number };

/** The secret in groups of four, easier to type into an app by hand. */
const groupsOfFour = (text: string) => text.match(/.{1,4}/g)?.join(' ') ?? text;

function downloadCodes(codes: string[], account: string) {
  const text = `Recovery codes for ${account} (each works once)\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** One field and a submit button: the code from the app. */
function CodeForm(props: { id: string; submitLabel: string; onSubmit: (value: { code: string }) => Promise<void> }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateCode(value, false);
    setError(problem);
    if (problem) return inputRef.current?.focus();
    setIsBusy(true);
    try {
      await props.onSubmit({ code: value.replace(/\s+/g, '') });
    } catch (failure) {
      setIsBusy(false);
      setValue('');
      setError(errorMessage(failure));
      inputRef.current?.focus();
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 360 }}>
      <LightTextField
        id={props.id}
        label="Code from your app"
        autoComplete="one-time-code"
        fullWidth
        inputRef={inputRef}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={Boolean(error)}
        helperText={error}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={isBusy}>
          {props.submitLabel}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The signed-in staff member's two-factor sign-in: set up with a QR code (or the key typed in) and a code from the app,
 * recovery codes shown once, turned off with the password and a code. `onDone` follows the recovery codes (the
 * mandatory set-up page opens the console then).
 */
export function TwoFactorSettings({ onDone }: { onDone?: (state: TTwoFactorState) => void }) {
  const toast = useToast();
  const { user } = useSession();
  const [step, setStep] = useState<TStep>({ kind: 'loading' });
  const [loadError, setLoadError] = useState<string>();
  const [isStarting, setIsStarting] = useState(false);

  const load = useCallback(async () => {
    try {
      const state = await client.session.twoFactor();
      setStep(state.enabled ? { kind: 'on', recoveryCodesLeft: state.recoveryCodesLeft ?? 0 } : { kind: 'off' });
    } catch (error) {
      setLoadError(errorMessage(error, 'Could not load your two-factor sign-in settings'));
    }
  }, []);
  useEffect(() => void load(), [load]);

  const start = async () => {
    setIsStarting(true);
    try {
      setStep({ kind: 'enrolling', enrolment: await client.session.twoFactorStart() });
    } catch (error) {
      toast.error(errorMessage(error));
    }
    setIsStarting(false);
  };

  const confirm = async ({ code }: { code: string }) => {
    const { recoveryCodes } = await client.session.twoFactorConfirm({ body: { code } });
    setStep({ kind: 'codes', recoveryCodes });
  };

  const turnOff = async (body: { currentPassword: string; code: string }) => {
    await client.session.twoFactorDisable({ body });
    toast.success('Two-factor sign-in is off');
    setStep({ kind: 'off' });
    onDone?.({ enabled: false, required: false });
  };

  if (loadError) return <Alert severity="error">{loadError}</Alert>;

  switch (step.kind) {
    case 'loading':
      return <CircularProgress aria-label="Loading" />;
    case 'off':
      return (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Typography>
            Two-factor sign-in is <strong>off</strong>. With it on, signing in also asks for a 6-digit code from an
            authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator, 1Password or Authy),
            so a stolen password alone does not get anyone in.
          </Typography>
          <Button variant="contained" onClick={() => void start()} disabled={isStarting}>
            Set up two-factor sign-in
          </Button>
        </Box>
      );
    case 'enrolling': {
      const { enrolment } = step;
      return (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography component="h2" variant="h6">
            1. Scan this QR code with your authenticator app
          </Typography>
          <Box
            component="img"
            src={enrolment.qrCode}
            alt="QR code for your authenticator app"
            sx={{ width: 200, height: 200 }}
          />
          <Typography variant="body2">
            Can’t scan it? Add an account in the app by hand (time-based) with this key:{' '}
            <Box
              component="code"
              aria-label="Secret key"
              sx={{ fontSize: '1rem', fontWeight: 600, whiteSpace: 'nowrap' }}
            >
              {groupsOfFour(enrolment.secret)}
            </Box>
          </Typography>
          <Typography component="h2" variant="h6">
            2. Enter the 6-digit code the app shows
          </Typography>
          <CodeForm id="two-factor-confirm-code" submitLabel="Turn on" onSubmit={confirm} />
        </Box>
      );
    }
    case 'codes':
      return (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Alert severity="success">Two-factor sign-in is on.</Alert>
          <Typography>
            Save these recovery codes somewhere safe (a password manager, or printed). If you lose your phone, each one
            signs you in once instead of a code. <strong>They are shown only now.</strong>
          </Typography>
          <Box
            component="ul"
            aria-label="Recovery codes"
            sx={{
              m: 0,
              p: 0,
              listStyle: 'none',
              display: 'grid',
              gridTemplateColumns: 'repeat(2, max-content)',
              columnGap: 6,
              rowGap: 0.5,
              fontFamily: 'monospace',
              fontSize: '1rem',
            }}
          >
            {step.recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 2 }}>
            <Button
              variant="outlined"
              onClick={() => downloadCodes(step.recoveryCodes, user?.email ?? 'the staff console')}
            >
              Download
            </Button>
            <Button
              variant="outlined"
              onClick={() =>
                void navigator.clipboard?.writeText(step.recoveryCodes.join('\n')).then(
                  () => toast.success('Recovery codes copied'),
                  () => toast.error('Could not copy; select the codes and copy them by hand'),
                )
              }
            >
              Copy
            </Button>
            <Button
              variant="contained"
              onClick={() => {
                setStep({ kind: 'on', recoveryCodesLeft: step.recoveryCodes.length });
                onDone?.({ enabled: true, required: false });
              }}
            >
              I have saved them
            </Button>
          </Box>
        </Box>
      );
    case 'on':
      return (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography>
            Two-factor sign-in is <strong>on</strong>. Signing in asks for a code from your authenticator app.{' '}
            {step.recoveryCodesLeft === 1
              ? '1 recovery code is left.'
              : `${step.recoveryCodesLeft} recovery codes are left.`}
          </Typography>
          <Typography component="h2" variant="h6">
            Turn it off
          </Typography>
          <Typography variant="body2" color="text.secondary">
            To set up a new phone, turn two-factor sign-in off with your password and a code (or a recovery code), then
            set it up again (this also gives you new recovery codes). Your other devices will be signed out.
          </Typography>
          <TwoFactorOffForm onSubmit={turnOff} />
        </Box>
      );
  }
}

/** '/dashboard/two-factor': the setting inside the console (from the user menu). */
export function TwoFactorPage() {
  const { twoFactor, setTwoFactor } = useSession();
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        Two-factor sign-in
      </Typography>
      <TwoFactorSettings onDone={(state) => setTwoFactor({ ...state, required: twoFactor?.required ?? false })} />
    </Box>
  );
}

/** '/two-factor-setup': REQUIRE_2FA is on and this staff member has no second factor yet; nothing else opens until it is set up. */
export function TwoFactorSetupPage() {
  const { setTwoFactor, signOut } = useSession();
  const navigate = useNavigate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 640, p: 4 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
          Set up two-factor sign-in
        </Typography>
        <Alert severity="info" sx={{ mb: 3 }}>
          Your organisation requires two-factor sign-in for the staff console. Set it up to continue.
        </Alert>
        <TwoFactorSettings
          onDone={(state) => {
            setTwoFactor({ ...state, required: true });
            if (state.enabled) void navigate('/dashboard', { replace: true });
          }}
        />
        <Box sx={{ mt: 3 }}>
          <Link component="button" type="button" variant="body2" onClick={() => void signOut()}>
            Sign out
          </Link>
        </Box>
      </Paper>
    </Box>
  );
}
