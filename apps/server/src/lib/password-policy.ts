import { createRequire } from 'node:module';

/**
 * Staff passwords follow NIST SP 800-63B: a length floor and a list of passwords known from breaches, no composition
 * rules ("must contain a digit" only teaches `Password1!`). Checked wherever a password is chosen: the users API and
 * ADMIN_PASSWORD at start-up.
 */
export const PASSWORD_MIN_LENGTH = 12;
/** Sign-in reads at most this many characters (session/routes.ts), so a longer password could never be used. */
export const PASSWORD_MAX_LENGTH = 1024;

export const PASSWORD_MESSAGES = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters`,
  tooCommon: 'This password is too common; choose another',
  isEmail: 'Do not use your e-mail address as your password',
} as const;

const require = createRequire(import.meta.url);
let common: Set<string> | undefined;

/**
 * The common-passwords dictionary of zxcvbn-ts (about 49,000 passwords seen most often in breaches, all lower case),
 * read on first use (about 50 ms) and kept as a Set.
 */
function commonPasswords(): Set<string> {
  if (!common) {
    const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: Record<string, string[]> };
    common = new Set(dictionary['passwords-common']);
  }
  return common;
}

/** One short run repeated (`aaaaaaaaaaaa`, `abcabcabcabc`, `121212121212`): as guessable as a listed password. */
const REPEATED = /^(.{1,4})\1+$/su;

/**
 * What is wrong with a password someone chose, or null when it may be used. Compares case-insensitively.
 * @example
 * passwordProblem('password') // 'Use at least 12 characters'
 * passwordProblem('qwerty123456') // 'This password is too common; choose another'
 * passwordProblem('ann.lee@mise.test', 'ann.lee@mise.test') // 'Do not use your e-mail address as your password'
 * passwordProblem('kettle lighthouse marmalade') // null
 */
export function passwordProblem(password: string, email?: string | null): string | null {
  // NIST counts each Unicode code point as one character.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const folded = password.trim().toLowerCase();
  if (email) {
    const address = email.trim().toLowerCase();
    const local = address.split('@')[0];
    if (folded.includes(address) || folded === local) return PASSWORD_MESSAGES.isEmail;
  }
  if (REPEATED.test(folded) || commonPasswords().has(folded)) return PASSWORD_MESSAGES.tooCommon;
  return null;
}
