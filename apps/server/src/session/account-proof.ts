import { eq } from 'drizzle-orm';
import type { TProof } from '@mise/contracts/common/session-calls';
import type { Db } from '../db/client';
import { users } from '../db/schema/user';
import { badRequest } from '../lib/http-error';
import { verifyPassword } from '../lib/secrets';
import { type TSessionGuards, proofKey } from './guards';
import { asSecondFactor, spendSecondFactor, twoFactorStatus } from './two-factor';

export const WRONG_PASSWORD = 'That password is not right';
export const PROOF_CODE_NEEDED = 'Enter the current 6-digit code from your authenticator app, or a recovery code';
export const PROOF_WRONG_CODE =
  'That code is not right: enter the current 6-digit code from your authenticator app, or a recovery code';

const refused = (path: string, message: string) => badRequest(message, [{ path, message }]);

/**
 * Refuses (400 naming the field) unless `proof` holds the account's current password and, when two-factor sign-in is
 * on, a current code or an unspent recovery code (spent). A token alone is not enough to change how the account signs
 * in. Counted like sign-in: one attempt per account before the password is checked (429 once used up), given back only
 * when both are right; wrong codes also count toward the account's code lock.
 * @example
 * await proveItIsYou(app.db, guards, { userId: staff.id, proof: request.body });
 */
export async function proveItIsYou(
  db: Db,
  guards: TSessionGuards,
  claim: { userId: number; proof: TProof },
): Promise<void> {
  const { userId, proof } = claim;
  await guards.attempts.consume(proofKey(userId));
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!(await verifyPassword(row?.hash, proof.currentPassword))) throw refused('/currentPassword', WRONG_PASSWORD);
  if ((await twoFactorStatus(db, userId)).enabled) {
    if (!proof.code?.trim()) throw refused('/code', PROOF_CODE_NEEDED);
    if (!(await spendSecondFactor(db, { userId, given: asSecondFactor(proof.code.trim()), codes: guards.codes })))
      throw refused('/code', PROOF_WRONG_CODE);
  }
  await guards.attempts.forgive(proofKey(userId));
}
