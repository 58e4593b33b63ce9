import { hashPassword, normalizeEmail } from '../../lib/secrets';

/** Stores a given password only as its argon2id hash, and e-mails trimmed and lower-cased (sign-in compares them so). */
export async function prepareUser(values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { password, ...rest } = values;
  if (typeof rest.email === 'string') rest.email = normalizeEmail(rest.email);
  if (typeof password === 'string') rest.passwordHash = await hashPassword(password);
  return rest;
}
