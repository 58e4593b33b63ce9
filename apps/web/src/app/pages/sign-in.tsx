import { isValidEmail } from '@mise/contracts/common/email';
import { MSG } from '@mise/contracts/common/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { LightTextField } from '../../components/ui/light-text-field';
import { ApiError } from '../../lib/api-client';
import { isSecondFactorNeeded, useSession } from '../../lib/session';
import { useToast } from '../../components/resource/feedback/toast';

type TValues = { email: string; password: string };
type TErrors = Partial<Record<keyof TValues, string>>;

/**
 * Part 1 §5: email required, trimmed, valid format; password required. Plain checks keep zod out of
 * the sign-in chunk (the page budget is 150 kB gzipped).
 */
export function validateSignIn(values: TValues): TErrors {
  const errors: TErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = MSG.required;
  else if (!isValidEmail(email)) errors.email = MSG.invalidEmail;
  if (!values.password) errors.password = MSG.required;
  return errors;
}

/** The second step's field: 6 digits from the app (spaces allowed), or a recovery code. */
export function validateCode(code: string, isRecovery: boolean): string | undefined {
  const compact = code.replace(/\s+/g, '');
  if (!compact) return MSG.required;
  if (!isRecovery && !/^\d{6}$/.test(compact)) return 'Enter the 6 digits your authenticator app shows';
  return undefined;
}

/** '/': the sign-in form (the router sends a signed-in user to /dashboard). */
export function SignInPage() {
  const { signIn } = useSession();
  const toast = useToast();
  const [values, setValues] = useState<TValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<TErrors>({});
  // Like react-hook-form's default: validate on submit, then re-validate on every change.
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // Second step, for staff with two-factor sign-in: shown once the server has said the password was right.
  const [askCode, setAskCode] = useState(false);
  const [isRecovery, setIsRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const codeRef = useRef<HTMLInputElement>(null);

  const change = (field: keyof TValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (isSubmitted) setErrors(validateSignIn(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    const found = validateSignIn(values);
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();

    setIsSubmitting(true);
    try {
      await signIn(values.email.trim(), values.password);
      // The session is now 'signed-in'; the route's guard redirects to /dashboard.
    } catch (error) {
      setIsSubmitting(false);
      if (isSecondFactorNeeded(error)) return setAskCode(true);
      const tooMany = error instanceof ApiError && error.status === 429;
      toast.error(tooMany ? error.message : MSG.invalidCredentials);
    }
  };

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateCode(code, isRecovery);
    setCodeError(problem);
    if (problem) return codeRef.current?.focus();
    setIsSubmitting(true);
    try {
      await signIn(
        values.email.trim(),
        values.password,
        isRecovery ? { recoveryCode: code } : { code: code.replace(/\s+/g, '') },
      );
    } catch (error) {
      setIsSubmitting(false);
      if (isSecondFactorNeeded(error)) {
        // A wrong, spent or expired code: the server's message says what to do.
        setCode('');
        setCodeError(error.message);
        return codeRef.current?.focus();
      }
      const tooMany = error instanceof ApiError && error.status === 429;
      toast.error(tooMany ? error.message : MSG.invalidCredentials);
      if (!tooMany) startOver();
    }
  };

  const switchCodeKind = () => {
    setIsRecovery(!isRecovery);
    setCode('');
    setCodeError(undefined);
    codeRef.current?.focus();
  };

  function startOver() {
    setAskCode(false);
    setIsRecovery(false);
    setCode('');
    setCodeError(undefined);
    setValues({ ...values, password: '' });
  }

  if (askCode) {
    return (
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
        <Paper elevation={3} sx={{ width: '100%', maxWidth: 400, p: 4 }}>
          <Typography component="h1" variant="h5" sx={{ mb: 0.5 }}>
            Two-factor sign-in
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {isRecovery
              ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.'
              : 'Enter the 6-digit code from your authenticator app.'}
          </Typography>
          <Box component="form" noValidate onSubmit={submitCode} sx={{ display: 'grid', gap: 2 }}>
            <LightTextField
              key={isRecovery ? 'recovery' : 'code'}
              id="sign-in-code"
              label={isRecovery ? 'Recovery code' : 'Authentication code'}
              name={isRecovery ? 'recoveryCode' : 'code'}
              autoComplete={isRecovery ? 'off' : 'one-time-code'}
              autoFocus
              fullWidth
              inputRef={codeRef}
              value={code}
              onChange={(event: ChangeEvent<HTMLInputElement>) => setCode(event.target.value)}
              error={Boolean(codeError)}
              helperText={codeError}
            />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              Verify
            </Button>
            <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <Link component="button" type="button" variant="body2" onClick={switchCodeKind}>
                {isRecovery ? 'Use the code from your app' : 'Use a recovery code'}
              </Link>
              <Link component="button" type="button" variant="body2" onClick={startOver}>
                Back
              </Link>
            </Box>
          </Box>
        </Paper>
      </Box>
    );
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 400, p: 4 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 0.5 }}>
          Sign in
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          Staff console
        </Typography>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <LightTextField
            id="sign-in-email"
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            autoFocus
            fullWidth
            inputRef={emailRef}
            value={values.email}
            onChange={change('email')}
            error={Boolean(errors.email)}
            helperText={errors.email}
          />
          <LightTextField
            id="sign-in-password"
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            fullWidth
            inputRef={passwordRef}
            value={values.password}
            onChange={change('password')}
            error={Boolean(errors.password)}
            helperText={errors.password}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            Login
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
