import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessTokens, roleMappings } from '../src/db/schema/user';
import { tokenDigest } from '../src/lib/secrets';
import { STAFF, setupApp } from './helper';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function calls(recheckMs: number) {
  const t = await setupApp({ sessionRecheckMs: recheckMs });
  const signIn = async () =>
    (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: STAFF })).json().id as string;
  const me = async (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: token } });
  const revoke = async (token: string) =>
    t.database.db
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(eq(accessTokens.id, tokenDigest(token)));
  return { t, signIn, me, revoke };
}

/** Token checks are remembered for SESSION_RECHECK_MS, so the burst of calls a screen makes checks the token once. */
describe('remembered token checks (a long recheck time)', async () => {
  const { t, signIn, me, revoke } = await calls(60_000);

  it('should not look a checked token up again within the recheck time (so a revocation elsewhere waits for it)', async () => {
    const token = await signIn();
    expect((await me(token)).statusCode).toBe(200);
    await revoke(token);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('should still refuse a token the moment it ends', async () => {
    const token = await signIn();
    await t.database.db
      .update(accessTokens)
      .set({ expiresAt: sql`now() + interval '1 second'` })
      .where(eq(accessTokens.id, tokenDigest(token)));
    expect((await me(token)).statusCode).toBe(200);
    await pause(1100);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('should refuse a token signed out on this server at once', async () => {
    const token = await signIn();
    expect((await me(token)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: { authorization: token } })).statusCode,
    ).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('remembered token checks (a short recheck time)', async () => {
  const RECHECK_MS = 300;
  const { t, signIn, me, revoke } = await calls(RECHECK_MS);

  it('should see a revocation made elsewhere (another server, SQL) once the recheck time has passed', async () => {
    const token = await signIn();
    expect((await me(token)).statusCode).toBe(200);
    await revoke(token);
    await pause(RECHECK_MS + 50);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('should see a lost ADMIN role once the recheck time has passed', async () => {
    const token = await signIn();
    const first = await me(token);
    expect(first.statusCode).toBe(200);
    const removed = await t.database.db
      .delete(roleMappings)
      .where(eq(roleMappings.userId, first.json().id as number))
      .returning();
    try {
      await pause(RECHECK_MS + 50);
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      await t.database.db.insert(roleMappings).values(removed);
    }
    // The session ended for good: giving the role back does not revive it.
    await pause(RECHECK_MS + 50);
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('token checks with SESSION_RECHECK_MS=0', async () => {
  const { signIn, me, revoke } = await calls(0);

  it('should check the token on every call', async () => {
    const token = await signIn();
    expect((await me(token)).statusCode).toBe(200);
    await revoke(token);
    expect((await me(token)).statusCode).toBe(401);
  });
});
