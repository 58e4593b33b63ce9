import { z } from 'zod';

/** GET users/me: the signed-in staff member (every one is an administrator, part 1 §6). */
export const ZSessionUser = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string().nullable(),
  roles: z.array(z.string()),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** GET users/me/two-factor: whether two-factor sign-in is on, and whether REQUIRE_2FA makes it mandatory. */
export const ZTwoFactorState = z.object({ enabled: z.boolean(), required: z.boolean(), recoveryCodesLeft: z.number() });
export type TTwoFactorState = z.infer<typeof ZTwoFactorState>;

/**
 * The session probe's answer: without a live staff session only `signedIn: false`; with one, the staff member and
 * their two-factor state, so the console starts with a single call.
 */
export const ZSessionProbe = z.union([
  z.object({ signedIn: z.literal(false) }),
  z.object({ signedIn: z.literal(true), user: ZSessionUser, twoFactor: ZTwoFactorState }),
]);
export type TSessionProbe = z.infer<typeof ZSessionProbe>;
