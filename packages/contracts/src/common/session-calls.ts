import { z } from 'zod';
import { defineCall } from './call';
import { isValidEmail } from './email';
import { zId } from './fields';
import { MSG } from './messages';
import { ZNoContent } from './no-content';
import { ZSessionProbe, ZSessionUser, ZTwoFactorState } from './session';
import { SESSION_PROBE_PATH } from './session-path';

/** The sign-in body's second-factor fields (POST users/login). */
export const ZSecondFactorFields = z.object({
  code: z.string().max(32).optional(),
  recoveryCode: z.string().max(64).optional(),
});
export type TSecondFactor = z.infer<typeof ZSecondFactorFields>;

/** What a signed-in staff member sends to prove it is them: the current password, and a code when two-factor is on. */
export const ZProofFields = z.object({
  currentPassword: z.string({ error: 'Enter your current password' }).min(1, 'Enter your current password').max(1024),
  code: z
    .string()
    .max(64)
    .optional()
    .describe('A current code from the authenticator app, or a recovery code; needed when two-factor sign-in is on'),
});
export type TProof = z.infer<typeof ZProofFields>;

/** The sign-in form's rules (part 1 §5), so the API refuses what the form does: 'Required', 'Invalid email'. */
export const ZLoginBody = z.strictObject({
  email: z
    .string({ error: MSG.required })
    .max(254)
    .refine((email) => email.trim() !== '', MSG.required)
    .refine((email) => email.trim() === '' || isValidEmail(email.trim()), MSG.invalidEmail),
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(1024),
  // Staff with two-factor sign-in send one of these after the password step asked for it.
  ...ZSecondFactorFields.shape,
});

export const ZLoginAnswer = z.object({ id: z.string(), userId: z.number(), ttl: z.number(), created: z.date() });

export const ZPasswordBody = z.strictObject({
  ...ZProofFields.shape,
  newPassword: z.string({ error: 'Enter a new password' }).min(1, 'Enter a new password').max(1024),
});
export const ZEmailBody = z.strictObject({
  ...ZProofFields.shape,
  email: z
    .string({ error: 'Enter the new e-mail' })
    .max(254)
    .refine((email) => isValidEmail(email.trim()), 'Invalid email'),
});
export const ZEmailAnswer = z.object({ email: z.string() });

export const ZTwoFactorStart = z.object({ otpauthUrl: z.string(), qrCode: z.string(), secret: z.string() });
export const ZTwoFactorConfirmBody = z.strictObject({ code: z.string().max(32) });
export const ZTwoFactorConfirmAnswer = z.object({ recoveryCodes: z.array(z.string()) });
/** Turning it off needs the current password and, while it is on, a current code or a recovery code (issue 27 §2). */
export const ZTwoFactorDisableBody = z.strictObject(ZProofFields.shape);

const ZUserIdParams = z.object({ id: zId });
export const ZColleagueTwoFactor = z.object({
  enabled: z.boolean().describe('Whether this user is staff with two-factor sign-in on'),
});
/** The colleague who resets proves it is them: a token alone must not take a second factor off anyone. */
export const ZColleagueTwoFactorReset = z.strictObject(ZProofFields.shape);

/**
 * Sign-in, sign-out, "who am I" and the session probe (part 1 §4, §7 Session); a staff member's own two-factor sign-in,
 * password and e-mail; a colleague's second factor. Every answer is written through its schema (`shaped`), so nothing
 * a schema does not name (a hash, a secret) can leave.
 */
export const sessionCalls = {
  login: defineCall({
    method: 'POST',
    path: '/users/login',
    tag: 'session',
    body: ZLoginBody,
    answer: ZLoginAnswer,
    shaped: true,
  }),
  logout: defineCall({
    method: 'POST',
    path: '/users/logout',
    tag: 'session',
    answer: ZNoContent,
    status: 204,
    shaped: true,
  }),
  /** The console's start-up question "is there a session?" (public: `{signedIn: false}` rather than a 401). */
  probe: defineCall({
    method: 'GET',
    path: `/${SESSION_PROBE_PATH}`,
    tag: 'session',
    answer: ZSessionProbe,
    shaped: true,
  }),
  me: defineCall({ method: 'GET', path: '/users/me', tag: 'session', answer: ZSessionUser, shaped: true }),
  changeEmail: defineCall({
    method: 'POST',
    path: '/users/me/email',
    tag: 'session',
    body: ZEmailBody,
    answer: ZEmailAnswer,
    shaped: true,
  }),
  changePassword: defineCall({
    method: 'POST',
    path: '/users/me/password',
    tag: 'session',
    body: ZPasswordBody,
    answer: ZNoContent,
    status: 204,
    shaped: true,
  }),
  twoFactor: defineCall({
    method: 'GET',
    path: '/users/me/two-factor',
    tag: 'session',
    answer: ZTwoFactorState,
    shaped: true,
  }),
  twoFactorStart: defineCall({
    method: 'POST',
    path: '/users/me/two-factor/start',
    tag: 'session',
    answer: ZTwoFactorStart,
    shaped: true,
  }),
  twoFactorConfirm: defineCall({
    method: 'POST',
    path: '/users/me/two-factor/confirm',
    tag: 'session',
    body: ZTwoFactorConfirmBody,
    answer: ZTwoFactorConfirmAnswer,
    shaped: true,
  }),
  twoFactorDisable: defineCall({
    method: 'POST',
    path: '/users/me/two-factor/disable',
    tag: 'session',
    body: ZTwoFactorDisableBody,
    answer: ZNoContent,
    status: 204,
    shaped: true,
  }),
  colleagueTwoFactor: defineCall({
    method: 'GET',
    path: '/users/:id/two-factor',
    tag: 'user',
    params: ZUserIdParams,
    answer: ZColleagueTwoFactor,
    shaped: true,
  }),
  colleagueTwoFactorReset: defineCall({
    method: 'DELETE',
    path: '/users/:id/two-factor',
    tag: 'user',
    params: ZUserIdParams,
    body: ZColleagueTwoFactorReset,
    answer: ZNoContent,
    status: 204,
    shaped: true,
  }),
};
