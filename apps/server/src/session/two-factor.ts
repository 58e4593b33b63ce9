import { createHash } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { TSecondFactor } from '@mise/contracts/common/session-calls';
import type { Db } from '../db/client';
import { staffTwoFactor } from '../db/schema/user';
import { HttpError, badRequest, conflict } from '../lib/http-error';
import type { TCodeGuard } from './code-guard';
import { bumped } from '../crud/owner-version';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable by staff who have not set up two-factor sign-in yet while REQUIRE_2FA is on (me, logout, enrolment). */
    twoFactorSetup?: boolean;
  }
}

/** RFC 6238 defaults, which every authenticator app understands. */
const PERIOD = 30;
const DIGITS = 6;
/** Codes of the step before and after now are accepted too, for clocks a little off. */
const WINDOW = 1;
/** 160 bits, the key length RFC 4226 recommends for HMAC-SHA1. */
const SECRET_BYTES = 20;
export const RECOVERY_CODE_COUNT = 10;
/** 80 random bits each: 16 base32 characters, shown as four groups of four. */
const RECOVERY_CODE_BYTES = 10;

export const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app';
export const WRONG_CODE =
  'That code is not right: enter the current 6-digit code from your authenticator app, or a recovery code';
export const SETUP_NEEDED =
  'Set up two-factor sign-in before using the console: open the console and follow the steps it shows';

/** A staff member's code or recovery code (`given`), counted against the account's code guard (`codes`). */
type TSecondFactorAttempt = { userId: number; given: TSecondFactor; codes: TCodeGuard };

/** A 401 that tells the console to ask for a code (`details.twoFactor`), sent only after the password was right. */
const codeRequired = (message: string) => new HttpError(401, message, { twoFactor: true });

const totp = (secret: string, account = '', issuer = '') =>
  new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
  });

/** The 30-second step a 6-digit code belongs to (now or one step either side), or null when it matches none. */
export function codeStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

// Recovery codes carry 80 random bits, so a plain SHA-256 is enough to keep them from a reader of the database (no
// guessing a preimage) and, unlike a salted argon2 hash, lets one UPDATE find and spend a code atomically.
const recoveryDigest = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');

function newRecoveryCode(): string {
  const text = new Secret({ size: RECOVERY_CODE_BYTES }).base32.toLowerCase();
  return text.match(/.{4}/g)!.join('-');
}

const enabledRow = (userId: number) => and(eq(staffTwoFactor.userId, userId), isNotNull(staffTwoFactor.enabledAt));

async function enabledSecret(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ secret: staffTwoFactor.secret })
    .from(staffTwoFactor)
    .where(enabledRow(userId))
    .limit(1);
  return row?.secret;
}

/** Whether the staff member has two-factor sign-in on, and how many recovery codes are left. */
export async function twoFactorStatus(db: Db, userId: number) {
  const [row] = await db
    .select({ codesLeft: sql<number>`cardinality(${staffTwoFactor.recoveryCodes})`.mapWith(Number) })
    .from(staffTwoFactor)
    .where(enabledRow(userId))
    .limit(1);
  return { enabled: Boolean(row), recoveryCodesLeft: row?.codesLeft ?? 0 };
}

/**
 * Starts an enrolment: a new secret, pending until `confirmEnrolment`, replacing any earlier pending one. Answers what
 * an authenticator app needs: the otpauth URI, the same as a QR code (an SVG data URL), and the secret to type in.
 */
export async function startEnrolment(db: Db, user: { id: number; email: string }, issuer: string) {
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  const now = new Date();
  // One statement: an enabled second factor is never overwritten, even by two starts at once.
  const [row] = await db
    .insert(staffTwoFactor)
    .values({ userId: user.id, secret, created: now, updated: now })
    .onConflictDoUpdate({
      target: staffTwoFactor.userId,
      set: { secret, lastStep: null, recoveryCodes: [], updated: now },
      setWhere: isNull(staffTwoFactor.enabledAt),
    })
    .returning({ userId: staffTwoFactor.userId });
  if (!row) throw conflict('Two-factor sign-in is already on; turn it off first to set up another device');
  const otpauthUrl = totp(secret, user.email, issuer).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, secret };
}

/** Turns the pending secret on when `code` comes from it; answers the recovery codes, which exist nowhere else after this. */
export async function confirmEnrolment(db: Db, userId: number, code: string): Promise<string[]> {
  const [pending] = await db
    .select({ secret: staffTwoFactor.secret, enabledAt: staffTwoFactor.enabledAt })
    .from(staffTwoFactor)
    .where(eq(staffTwoFactor.userId, userId))
    .limit(1);
  if (pending?.enabledAt) throw conflict('Two-factor sign-in is already on');
  if (!pending) throw badRequest('Start setting up two-factor sign-in first, then enter the code your app shows');
  const step = codeStep(pending.secret, code);
  if (step === null)
    throw badRequest(
      'That code is not right: enter the 6-digit code your authenticator app shows now (check its clock if it keeps failing)',
    );
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const [row] = await db
    .update(staffTwoFactor)
    .set({ enabledAt: sql`now()`, lastStep: step, recoveryCodes: codes.map(recoveryDigest), ...bumped(staffTwoFactor) })
    // The secret the code was checked against, still pending (a start in another tab replaces it).
    .where(
      and(
        eq(staffTwoFactor.userId, userId),
        isNull(staffTwoFactor.enabledAt),
        eq(staffTwoFactor.secret, pending.secret),
      ),
    )
    .returning({ userId: staffTwoFactor.userId });
  if (!row) throw conflict('Two-factor sign-in was set up or restarted elsewhere meanwhile; reload and try again');
  return codes;
}

/** Accepts a code of a step later than the last one accepted, and records its step (so it is never accepted twice). */
async function spendCode(db: Db, userId: number, { secret, code }: { secret: string; code: string }): Promise<boolean> {
  const step = codeStep(secret, code);
  if (step === null) return false;
  const spent = await db
    .update(staffTwoFactor)
    .set({ lastStep: step, ...bumped(staffTwoFactor) })
    .where(and(enabledRow(userId), or(isNull(staffTwoFactor.lastStep), lt(staffTwoFactor.lastStep, step))))
    .returning({ userId: staffTwoFactor.userId });
  return spent.length > 0;
}

/** Spends one recovery code: removed in the same statement that finds it, so two sign-ins cannot both use it. */
async function spendRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const digest = recoveryDigest(code);
  const spent = await db
    .update(staffTwoFactor)
    .set({
      recoveryCodes: sql`array_remove(${staffTwoFactor.recoveryCodes}, ${digest}::text)`,
      ...bumped(staffTwoFactor),
    })
    .where(and(enabledRow(userId), sql`${digest}::text = any(${staffTwoFactor.recoveryCodes})`))
    .returning({ userId: staffTwoFactor.userId });
  return spent.length > 0;
}

/**
 * Whether `given` is a current code or an unspent recovery code of the staff member's enabled second factor, spending
 * it. Codes count against the account's code guard (only wrong ones: a right one is given back), which refuses with 429
 * once the account had too many; a recovery code is always checked, and lifts that lock.
 */
export async function spendSecondFactor(db: Db, { userId, given, codes }: TSecondFactorAttempt): Promise<boolean> {
  const secret = await enabledSecret(db, userId);
  if (!secret) return false;
  if (given.code) {
    await codes.consume(userId);
    const ok = await spendCode(db, userId, { secret, code: given.code });
    if (ok) await codes.refund(userId);
    return ok;
  }
  if (!given.recoveryCode || !(await spendRecoveryCode(db, userId, given.recoveryCode))) return false;
  await codes.clear(userId);
  return true;
}

/**
 * Sign-in's second step, called once the password was right and before the sign-in throttle forgives the attempts:
 * passes a staff member without two-factor sign-in; for one with it, spends the code or recovery code given, or throws
 * a 401 with `details.twoFactor`, asking for a code when none was given. Either way the attempt the throttle counted
 * before the password check stays counted, so wrong codes are limited exactly as wrong passwords are, and a wrong code
 * also counts for the account whatever the address (`codes`, 429 once locked).
 * @example
 * await checkSecondFactor(app.db, { userId: staff.id, given: request.body, codes });
 */
export async function checkSecondFactor(db: Db, { userId, given, codes }: TSecondFactorAttempt): Promise<void> {
  if (!(await enabledSecret(db, userId))) return;
  if (!given.code && !given.recoveryCode) throw codeRequired(CODE_NEEDED);
  if (!(await spendSecondFactor(db, { userId, given, codes }))) throw codeRequired(WRONG_CODE);
}

/** A proof field that may hold either: six digits are an app's code, anything else a recovery code. */
export const asSecondFactor = (code: string): TSecondFactor =>
  /^\d{6}$/.test(code.replace(/\s+/g, '')) ? { code } : { recoveryCode: code };

/** Turns two-factor sign-in off (or drops a pending enrolment). */
export async function removeSecondFactor(db: Db, userId: number): Promise<void> {
  await db.delete(staffTwoFactor).where(eq(staffTwoFactor.userId, userId));
}

/**
 * REQUIRE_2FA: an onRequest check, run after the session check has set `request.staff`, that refuses a staff member who
 * has not set up two-factor sign-in everything but the routes marked `twoFactorSetup` (403, `details.twoFactorSetup`).
 * Who has enrolled is remembered for `recheckMs`, like the session check; who has not is asked each time.
 * @example
 * api.addHook('onRequest', createTwoFactorGate(app.db, { required: config.require2fa, recheckMs: config.sessionRecheckMs }));
 */
export function createTwoFactorGate(db: Db, opts: { required: boolean; recheckMs: number }) {
  const enrolled = opts.recheckMs > 0 ? new LRUCache<number, true>({ max: 10_000, ttl: opts.recheckMs }) : undefined;
  return async function twoFactorGate(request: FastifyRequest): Promise<void> {
    if (!opts.required || !request.staff || request.routeOptions.config?.twoFactorSetup) return;
    const userId = request.staff.id;
    if (enrolled?.has(userId)) return;
    if (!(await enabledSecret(db, userId))) throw new HttpError(403, SETUP_NEEDED, { twoFactorSetup: true });
    enrolled?.set(userId, true);
  };
}
