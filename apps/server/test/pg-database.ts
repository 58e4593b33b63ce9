import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A connection of the test's own to a database (terminating backends, holding locks), which survives being dropped. */
export async function adminClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/**
 * A new PostgreSQL database on TEST_DATABASE_URL's server, and how to drop it: empty, or a copy of `template` (a migrated
 * database made once per run by global-setup.ts).
 */
export async function createPgDatabase(
  template?: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('These tests need TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
  const name = `mise_test_${randomBytes(6).toString('hex')}`;
  const admin = await adminClient(adminUrl);
  try {
    await createDatabase(admin, name, template);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const a = await adminClient(adminUrl);
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** Copying a template fails while another copy of it starts (it is briefly "being accessed"): wait and try again. */
async function createDatabase(admin: pg.Client, name: string, template?: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
