import { resolve } from 'node:path';
import { z } from 'zod';

/** Environment → typed config, with defaults that suit a laptop. */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  PRODUCT_NAME: z.string().min(1).default('Mise'),
  SITE_URL: z.string().default('https://example.com'),
  API_BASE: z.string().default('/api'),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /** Seconds a session lasts. */
  SESSION_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 24 * 14),
  REDIS_URL: z.string().optional(),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().positive().default(10),
  LOGIN_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60 * 1000),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  WEB_DIST: z.string().optional(),
  SEED_SCALE: z.coerce.number().int().min(0).default(1),
  LOG_LEVEL: z.string().default('info'),
  GEO_PROVIDER: z.string().default('gazetteer'),
});

export type TConfig = {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  productName: string;
  siteUrl: string;
  apiBase: string;
  adminEmail?: string;
  adminPassword?: string;
  sessionTtlSeconds: number;
  redisUrl?: string;
  loginMaxAttempts: number;
  loginWindowMs: number;
  bodyLimit: number;
  webDist?: string;
  seedScale: number;
  logLevel: string;
  geoProvider: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<TConfig> = {}): TConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: resolve(e.DATA_DIR),
    productName: e.PRODUCT_NAME,
    siteUrl: e.SITE_URL,
    apiBase: e.API_BASE,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    sessionTtlSeconds: e.SESSION_TTL,
    redisUrl: e.REDIS_URL || undefined,
    loginMaxAttempts: e.LOGIN_MAX_ATTEMPTS,
    loginWindowMs: e.LOGIN_WINDOW_MS,
    bodyLimit: e.BODY_LIMIT,
    webDist: e.WEB_DIST,
    seedScale: e.SEED_SCALE,
    logLevel: e.LOG_LEVEL,
    geoProvider: e.GEO_PROVIDER,
    ...overrides,
  };
}
