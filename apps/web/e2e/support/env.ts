import { join } from 'node:path';

/** The staff account the e2e server is started with (playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@mise.test', password: 'e2e-Passw0rd!' } as const;

/** A second staff account, added before the server starts (`npm run staff`): two editors working side by side. */
export const E2E_COLLEAGUE = { email: 'ana@mise.test', password: 'e2e-Ana-Passw0rd!', name: 'Ana' } as const;

/** Cookies of one API sign-in (e2e/auth.setup.ts), reused by specs that start signed in. */
export const E2E_OUT = process.env.E2E_OUT ?? join(import.meta.dirname, '..', '..', 'test-results');
export const ADMIN_STORAGE_STATE = join(E2E_OUT, '.auth', 'admin.json');

/** A context with no cookies, for specs that must start signed out. */
export const SIGNED_OUT = { cookies: [], origins: [] };

/**
 * The loopback port of the media spec's image server: beside the console's own port, so two runs side by side (one per
 * database) each have their own. The server is told to allow it (playwright.config.ts, FETCH_ALLOW_HOSTS).
 */
export const E2E_IMAGE_PORT = Number(process.env.E2E_PORT ?? 3100) + 90;
