import { isValidEmail } from '@mise/contracts/common/email';
import { MSG } from '@mise/contracts/common/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { LightTextField } from '../../components/ui/light-text-field';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../shell/session';
import { useToast } from '../shell/toast';

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
      const tooMany = error instanceof ApiError && error.status === 429;
      toast.error(tooMany ? error.message : MSG.invalidCredentials);
      setIsSubmitting(false);
    }
  };

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
