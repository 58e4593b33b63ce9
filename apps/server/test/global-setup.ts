import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { adminClient } from './pg-database';

declare module 'vitest' {
  interface ProvidedContext {
    /** api-pglite: a tar image of an embedded database with every migration applied (helper.ts opens a copy per file). */
    migratedPgliteImage: string;
    /** api-postgres: a migrated database on TEST_DATABASE_URL's server, the template of each file's own database. */
    migratedPgTemplate: string;
  }
}

/**
 * Migrates one database per engine and run, which each test file then copies (PGlite: opened from its image;
 * PostgreSQL: `create database … template`), instead of running every migration in every file (a few seconds each).
 * The migrations themselves are still tested: this run applied them to an empty database, and startup.test.ts
 * migrates empty databases through a real server.
 */
export default async function setup(project: TestProject) {
  // By the project's database, not its name: 'api-postgres-isolated' once got a PGlite image and migrated per file.
  if (project.config.env?.MISE_TEST_DB === 'postgres') {
    const { value, release } = await sharedInRun('postgres', pgTemplate);
    project.provide('migratedPgTemplate', value);
    return release;
  }
  const { value, release } = await sharedInRun('pglite', pgliteImage);
  project.provide('migratedPgliteImage', value);
  return release;
}

type TMade = { value: string; teardown: () => Promise<void> };
type TShared = { made: Promise<TMade>; users: number };

/**
 * One migrated database per engine for the whole run, whatever the number of projects using it (api-pglite,
 * api-neutral and their -isolated halves all open copies of one image): each project's global setup runs in the same
 * main process, so they meet on `globalThis`; the last project to end removes it.
 */
async function sharedInRun(key: string, make: () => Promise<TMade>) {
  const all = ((globalThis as { miseMigrated?: Map<string, TShared> }).miseMigrated ??= new Map());
  let entry = all.get(key);
  if (!entry) {
    entry = { made: make(), users: 0 };
    all.set(key, entry);
  }
  const mine = entry;
  mine.users++;
  const { value } = await mine.made;
  const release = async () => {
    mine.users--;
    if (mine.users > 0) return;
    all.delete(key);
    await (await mine.made).teardown();
  };
  return { value, release };
}

async function pgliteImage(): Promise<TMade> {
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  const image = await database.dumpImage!();
  await database.close();
  const folder = mkdtempSync(join(tmpdir(), 'mise-migrated-'));
  const path = join(folder, 'pglite.tar');
  writeFileSync(path, Buffer.from(await image.arrayBuffer()));
  return { value: path, teardown: async () => rmSync(folder, { recursive: true, force: true }) };
}

async function pgTemplate(): Promise<TMade> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error('api-postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
  const name = `mise_template_${randomBytes(6).toString('hex')}`;
  const admin = await adminClient(serverUrl);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    // A template must have no connections when it is copied.
    await database.close();
  }
  const teardown = async () => {
    const a = await adminClient(serverUrl);
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  };
  return { value: name, teardown };
}
