import pg from 'pg';

/** Creates the database a PostgreSQL URL names when its server lacks it (connecting to `postgres` to do so); true when created. */
export async function ensurePgDatabase(url: string): Promise<boolean> {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return false;
    await client.query(`create database "${name.replaceAll('"', '""')}"`);
    return true;
  } finally {
    await client.end();
  }
}
