import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id floor: m = 19 MiB, t = 2, p = 1 (argon2id is the library's default algorithm). */
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  // Unknown users still pay for one verification, so timing does not reveal which emails exist.
  const target = stored ?? DUMMY_HASH;
  try {
    const ok = await verify(target, password);
    return ok && stored != null;
  } catch {
    return false;
  }
}

const DUMMY_HASH = await hash('not-a-real-password', ARGON2);

/** 256 random bits; the client holds this, the database only its SHA-256. */
export const newToken = () => randomBytes(32).toString('base64url');
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A password readable enough to type once, with 120 random bits. */
export const generatePassword = () => randomBytes(15).toString('base64url');
