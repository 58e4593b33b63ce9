import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { users } from '../src/db/schema/user';
import { PASSWORD_MESSAGES, passwordProblem } from '../src/lib/password-policy';
import { generatePassword } from '../src/lib/secrets';
import { prepareUser } from '../src/resources/user/prepare';
import { GUIDE_USER, STAFF, setupApp, staffCalls, testDriver } from './helper';

describe('password policy', () => {
  it('should refuse fewer than 12 characters, counting code points', () => {
    expect(passwordProblem('')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('kettle-lamp')).toBe('Use at least 12 characters');
    // Eleven emoji are 22 UTF-16 units but eleven characters.
    expect(passwordProblem('🍋'.repeat(11))).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('🍋🍊🍉🍇🍓🫐🍒🍑🥭🍍🥥🥝')).toBeNull();
  });

  it('should refuse common breached passwords of any length, whatever their case', () => {
    for (const common of [
      'qwerty123456',
      '1q2w3e4r5t6y',
      'QWERTY123456',
      'Administrator',
      'FinalFantasy',
      ' 1qaz2wsx3edc ',
    ]) {
      expect(passwordProblem(common), common).toBe('This password is too common; choose another');
    }
    expect(passwordProblem('password')).toBe(PASSWORD_MESSAGES.tooShort);
  });

  it('should refuse one short run repeated', () => {
    for (const repeated of ['aaaaaaaaaaaa', 'abcabcabcabc', '121212121212', 'Ab1!Ab1!Ab1!'])
      expect(passwordProblem(repeated), repeated).toBe(PASSWORD_MESSAGES.tooCommon);
  });

  it('should refuse the e-mail address, whole or as the part before @', () => {
    expect(passwordProblem('Jonathan.Smith@Mise.Test', 'jonathan.smith@mise.test')).toBe(
      'Do not use your e-mail address as your password',
    );
    expect(passwordProblem('jonathan.smith', 'jonathan.smith@mise.test')).toBe(PASSWORD_MESSAGES.isEmail);
    expect(passwordProblem('my jonathan.smith@mise.test!', 'jonathan.smith@mise.test')).toBe(PASSWORD_MESSAGES.isEmail);
    expect(passwordProblem('jonathan.smith walks the dog', 'jonathan.smith@mise.test')).toBeNull();
  });

  it('should take long passphrases and any characters, with no composition rules', () => {
    for (const fine of [
      'kettle lighthouse marmalade',
      'correct-horse-battery',
      'onlylowercaseletters',
      'Ünïcödé pässwörd',
      '8302 4471 9906 5512',
    ]) {
      expect(passwordProblem(fine), fine).toBeNull();
    }
    expect(passwordProblem(randomBytes(600).toString('hex'))).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('should pass every generated first-staff password and the test fixtures', () => {
    for (let i = 0; i < 2000; i++) {
      const generated = generatePassword();
      expect(passwordProblem(generated, 'admin@mise.local'), generated).toBeNull();
    }
    expect(passwordProblem(STAFF.password, STAFF.email)).toBeNull();
    expect(passwordProblem(GUIDE_USER.password, GUIDE_USER.email)).toBeNull();
    // The browser tests' first staff account (apps/web/e2e/support/env.ts).
    expect(passwordProblem('e2e-Passw0rd!', 'admin@mise.test')).toBeNull();
  });

  it('should refuse a weak ADMIN_PASSWORD when the configuration is read', () => {
    const env = { ADMIN_EMAIL: 'boss@mise.test' };
    expect(() => loadConfig({ ...env, ADMIN_PASSWORD: 'letmein' })).toThrow(
      'Invalid configuration: ADMIN_PASSWORD: Use at least 12 characters',
    );
    expect(() => loadConfig({ ...env, ADMIN_PASSWORD: 'qwerty123456' })).toThrow(
      'ADMIN_PASSWORD: This password is too common; choose another',
    );
    expect(() => loadConfig({ ...env, ADMIN_PASSWORD: 'BOSS@mise.test' })).toThrow(
      'ADMIN_PASSWORD: Do not use your e-mail address',
    );
    expect(loadConfig({ ...env, ADMIN_PASSWORD: 'kettle lighthouse marmalade' }).adminPassword).toBe(
      'kettle lighthouse marmalade',
    );
  });

  // Once per run is enough: it starts the real server process, which stops before it opens a database.
  it.skipIf(testDriver !== 'pglite')(
    'should stop the server at start-up with a message naming ADMIN_PASSWORD, before writing anything',
    () => {
      const scratch = mkdtempSync(join(tmpdir(), 'mise-weak-admin-'));
      const dataDir = join(scratch, 'data');
      try {
        const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            DATA_DIR: dataDir,
            PORT: '0',
            SEED_SCALE: '0',
            ADMIN_EMAIL: 'boss@mise.test',
            ADMIN_PASSWORD: 'short-pass',
          },
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect(run.status, run.stderr).toBe(1);
        expect(run.stderr).toContain('Invalid configuration: ADMIN_PASSWORD: Use at least 12 characters');
        expect(existsSync(dataDir)).toBe(false);
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
  );
});

describe('users API password policy', async () => {
  const t = await setupApp();
  const { call } = staffCalls(t);
  const countUsers = async (email: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;

  it('should refuse a short, common or e-mail password on create with 400 naming the password field, and store nothing', async () => {
    const cases: [string, string, string][] = [
      ['short-one@mise.test', 'ten-chars!', 'Use at least 12 characters'],
      ['common-one@mise.test', 'Qwerty123456', 'This password is too common; choose another'],
      ['same.as.email@mise.test', 'Same.As.Email@mise.test', 'Do not use your e-mail address as your password'],
    ];
    for (const [email, password, message] of cases) {
      const res = await call('POST', '/api/users', { name: 'New Editor', email, password });
      expect(res.status, email).toBe(400);
      // The length is the contract's rule (validation says `body.password`), the rest the policy's: both name the field.
      expect(res.body.error.message).toMatch(new RegExp(`^(body\\.)?password: ${message}$`));
      expect(res.body.error.details).toEqual([{ path: '/password', message }]);
      expect(await countUsers(email)).toBe(0);
    }
    // Shorter than the contract's floor: refused by validation, also naming the field.
    const tiny = await call('POST', '/api/users', { name: 'New Editor', email: 'tiny@mise.test', password: 'abc' });
    expect(tiny.status).toBe(400);
    expect(tiny.body.error.details).toEqual([expect.objectContaining({ path: '/password' })]);
  });

  it('should accept a long passphrase on create, store only its hash, and take a user without a password', async () => {
    const created = await call('POST', '/api/users', {
      name: 'New Editor',
      email: 'passphrase@mise.test',
      password: 'kettle lighthouse marmalade',
    });
    expect(created.status).toBe(200);
    const [row] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, created.body.id));
    expect(row.hash).toMatch(/^\$argon2id\$/);
    expect((await call('POST', '/api/users', { name: 'Guide Only', email: 'no-password@mise.test' })).status).toBe(200);
  });

  it("should check a PATCH's new password against the stored e-mail when the body does not change it", async () => {
    const created = await call('POST', '/api/users', { name: 'Patched', email: 'patched.person@mise.test' });
    const ctx = { db: t.database.db, id: created.body.id as number };
    await expect(prepareUser({ password: 'patched.person' }, ctx)).rejects.toMatchObject({
      statusCode: 400,
      message: `password: ${PASSWORD_MESSAGES.isEmail}`,
    });
    await expect(prepareUser({ password: 'Patched.Person@Mise.Test' }, ctx)).rejects.toMatchObject({ statusCode: 400 });
    await expect(prepareUser({ password: 'qwerty123456' }, ctx)).rejects.toMatchObject({
      details: [{ path: '/password', message: PASSWORD_MESSAGES.tooCommon }],
    });
    const fine = await prepareUser({ password: 'kettle lighthouse marmalade' }, ctx);
    expect(fine).toEqual({ passwordHash: expect.stringMatching(/^\$argon2id\$/) });
  });

  it('should refuse a weak password on PATCH with 400 naming the password field', async () => {
    const created = await call('POST', '/api/users', {
      name: 'Patch Me',
      email: 'patch.me@mise.test',
      password: 'kettle lighthouse marmalade',
    });
    const weak = await call('PATCH', `/api/users/${created.body.id}`, { password: 'qwerty123456' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.details).toEqual([{ path: '/password', message: PASSWORD_MESSAGES.tooCommon }]);
    const short = await call('PATCH', `/api/users/${created.body.id}`, { password: 'ten-chars!' });
    expect(short.status).toBe(400);
    expect(short.body.error.details).toEqual([expect.objectContaining({ path: '/password' })]);
    expect((await call('PATCH', `/api/users/${created.body.id}`, { password: 'another long passphrase' })).status).toBe(
      200,
    );
  });
});
