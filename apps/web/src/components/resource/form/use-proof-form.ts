import { type FormEvent, useState } from 'react';
import { type TProofErrors, proofErrors } from './proof-errors';

export const CODE_NEEDED = 'Enter the current 6-digit code from your authenticator app, or a recovery code';

/** A code as typed, without the spaces people copy from the app. */
export const typedCode = (code: string) => code.replace(/\s+/g, '');

/**
 * The state of a form that proves who is asking (current password, code, and what else it changes): its values, the
 * form's own checks, the server's refusals next to their fields, and a busy flag. A refused code is cleared, since a
 * spent or wrong one is not worth keeping.
 * @example
 * const form = useProofForm({
 *   initial: { currentPassword: '', code: '' },
 *   problems,
 *   send: (body) => client.session.twoFactorDisable({ body }),
 * });
 * <LightTextField {...form.field('currentPassword')} label="Password" type="password" />
 */
export function useProofForm<TFields extends Record<string, string>>(opts: {
  initial: TFields;
  idPrefix: string;
  problems: (values: TFields) => Record<string, string>;
  send: (values: TFields) => Promise<void>;
}) {
  const [values, setValues] = useState<TFields>(opts.initial);
  const [errors, setErrors] = useState<TProofErrors>({ fields: {} });
  const [isBusy, setIsBusy] = useState(false);

  const field = (name: keyof TFields & string) => ({
    id: `${opts.idPrefix}-${name}`,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    error: Boolean(errors.fields[name]),
    helperText: errors.fields[name],
    fullWidth: true,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = opts.problems(values);
    setErrors({ fields: found });
    if (Object.keys(found).length > 0) return;
    setIsBusy(true);
    try {
      await opts.send(values);
    } catch (error) {
      setErrors(proofErrors(error));
      if ('code' in values) setValues((v) => ({ ...v, code: '' }));
    } finally {
      setIsBusy(false);
    }
  };

  const reset = () => {
    setValues(opts.initial);
    setErrors({ fields: {} });
  };

  return { values, errors, isBusy, field, submit, reset };
}
