import { DEFAULT_MAP_TILES_ATTRIBUTION, DEFAULT_MAP_TILES_URL } from '@mise/contracts/common/map';
import { isValidEmail } from '@mise/contracts/common/email';
import { resolve } from 'node:path';
import { z } from 'zod';
import { LOG_FORMATS, type TLogFormat } from './lib/log-format';
import { passwordProblem } from './lib/password-policy';
import { parseTrustProxy, type TTrustProxy } from './lib/trust-proxy';
import { EXPORT_AS_JOB_ROWS } from '@mise/contracts/common/csv-export';

/** Environment → typed config, with defaults that suit a laptop. */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  /** PostgreSQL: ms a request waits for a database connection (a free pooled one, or a new one) before it gets 503. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** PostgreSQL: ms one statement of a request may run before it is stopped and the request gets 503; 0 turns it off. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  /**
   * ms of database time one request may use over all its statements before it gets 503; 0 turns it off. Unset:
   * DB_STATEMENT_TIMEOUT_MS on PostgreSQL, 500 on embedded PGlite (one connection, which no request may hold a second).
   */
  REQUEST_DB_BUDGET_MS: z.coerce.number().int().min(0).optional(),
  DATA_DIR: z.string().default('./data'),
  PRODUCT_NAME: z.string().min(1).default('Mise'),
  SITE_URL: z.string().default('https://example.com'),
  /** A Leaflet tile URL template; the place form's map preview loads its tiles in the browser. */
  MAP_TILES_URL: z
    .string()
    .regex(
      /^https?:\/\/[^\s]+$/,
      'must be an http(s) URL template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    )
    .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), 'must contain {z}, {x} and {y}')
    .default(DEFAULT_MAP_TILES_URL),
  MAP_TILES_ATTRIBUTION: z.string().default(DEFAULT_MAP_TILES_ATTRIBUTION),
  API_BASE: z.string().default('/api'),
  ADMIN_EMAIL: z
    .string()
    .refine(isValidEmail, 'must be an e-mail address such as admin@example.com (staff sign in with it)')
    .optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /** Seconds a session lasts. */
  SESSION_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 24 * 14),
  /** How long a token check holds before the next call checks again (ms; 0 checks every call). */
  SESSION_RECHECK_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  LEDGER_RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).default(24),
  REDIS_URL: z.string().optional(),
  /** Put before every key this deployment writes to Redis, so deployments (or test runs) sharing one Redis count apart. */
  REDIS_PREFIX: z.string().max(100).optional(),
  /** When X-Forwarded-For/-Proto are believed: unset trusts nothing; a hop count (`1`); or proxy addresses/CIDR ranges, comma-separated. */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const parsed = parseTrustProxy(text);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }),
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
  /** `pretty`: one short line per request; `json`: pino's records. Unset: pretty when stdout is a terminal, JSON otherwise. */
  LOG_FORMAT: z
    .enum(LOG_FORMATS, { error: 'must be json or pretty (unset: pretty on a terminal, json otherwise)' })
    .optional(),
  GEO_PROVIDER: z.enum(['gazetteer', 'nominatim', 'google']).default('gazetteer'),
  GEO_URL: z.string().optional(),
  GEO_KEY: z.string().optional(),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Largest accepted upload (bytes), for pictures, assets and fetched images alike. */
  UPLOAD_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(20 * 1024 * 1024),
  /** `host:port` pairs pictures/fetch may reach even on a private address (tests serve images from 127.0.0.1); empty in production. */
  FETCH_ALLOW_HOSTS: z.string().default(''),
  /** Milliseconds pictures/fetch waits for a whole image, redirects included. */
  FETCH_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Milliseconds a client has to send a whole request, body included, before it gets 408; unset: see defaultRequestTimeoutMs. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  /** `true`: staff must set up two-factor sign-in before they can use the console. */
  REQUIRE_2FA: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** `false`: this server queues jobs but leaves running them to the others sharing its database. */
  JOB_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Seconds between an idle server's asks for job work (pg-boss's polling, at least 0.5). */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  /** Seconds a job's chunk may run before another server may take it up (its server died or hangs). */
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Chunks a server works on at once; unset: two on PostgreSQL, one on PGlite (jobs/engine.ts). */
  JOB_CHUNK_WORKERS: z.coerce.number().int().min(1).max(8).optional(),
  /** Rows above which the console exports a list as a job instead of streaming it (sent in appmodels/constants). */
  EXPORT_AS_JOB_ROWS: z.coerce.number().int().min(0).max(10_000_000).default(EXPORT_AS_JOB_ROWS),
  /** Whole days a record stays in the trash before the daily purge deletes it for good (jobs/trash-purge.ts). */
  TRASH_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
});

export type TConfig = {
  port: number;
  host: string;
  databaseUrl?: string;
  dbConnectTimeoutMs: number;
  dbStatementTimeoutMs: number;
  /** Unset: the database's default (requestDbBudgetMs in plugins/db.ts). */
  requestDbBudgetMs?: number;
  dataDir: string;
  productName: string;
  siteUrl: string;
  mapTilesUrl: string;
  mapTilesAttribution: string;
  apiBase: string;
  adminEmail?: string;
  adminPassword?: string;
  sessionTtlSeconds: number;
  sessionRecheckMs: number;
  /** Whole months of the change ledger kept; older months are dropped (db/ledger-partitions.ts). */
  ledgerRetentionMonths: number;
  redisUrl?: string;
  redisPrefix?: string;
  trustProxy: TTrustProxy;
  loginMaxAttempts: number;
  loginWindowMs: number;
  bodyLimit: number;
  webDist?: string;
  seedScale: number;
  logLevel: string;
  logFormat?: TLogFormat;
  geoProvider: 'gazetteer' | 'nominatim' | 'google';
  geoUrl?: string;
  geoKey?: string;
  storage: 'local' | 's3';
  s3: {
    endpoint?: string;
    region: string;
    bucket?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  };
  uploadLimit: number;
  fetchAllowHosts: string[];
  fetchTimeoutMs: number;
  requestTimeoutMs: number;
  require2fa: boolean;
  /** Jobs (jobs/engine.ts): whether this server runs them, how often it asks for work, when a chunk is handed on. */
  jobs: { worker: boolean; pollSeconds: number; expireSeconds: number; chunkWorkers?: number };
  /** Rows above which the console exports a list as a job (EXPORT_AS_JOB_ROWS; contracts' constant by default). */
  exportAsJobRows: number;
  /** Whole days a record stays in the trash before the daily purge deletes it for good. */
  trashRetentionDays: number;
};

/** The slowest staff uplink a full-size upload must still get through within the default request timeout (bits a second). */
const SLOW_UPLINK_BITS = 2_000_000;

/**
 * How long a request may take to arrive when REQUEST_TIMEOUT_MS is unset: long enough to send the largest upload as
 * base64 JSON (4/3 of UPLOAD_LIMIT, the bigger of the two upload forms) at 2 Mbit/s, and never under 30 s.
 * @example
 * defaultRequestTimeoutMs(20 * 1024 * 1024) // 111_849: a 20 MB picture over a slow mobile uplink
 */
export function defaultRequestTimeoutMs(uploadLimit: number): number {
  return Math.max(30_000, Math.ceil((((uploadLimit * 4) / 3) * 8 * 1000) / SLOW_UPLINK_BITS));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<TConfig> = {}): TConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  // A weak first staff password stops start-up here, before anything is written.
  const adminPasswordProblem = e.ADMIN_PASSWORD ? passwordProblem(e.ADMIN_PASSWORD, e.ADMIN_EMAIL) : null;
  if (adminPasswordProblem) throw new Error(`Invalid configuration: ADMIN_PASSWORD: ${adminPasswordProblem}`);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    requestDbBudgetMs: e.REQUEST_DB_BUDGET_MS,
    dataDir: resolve(e.DATA_DIR),
    productName: e.PRODUCT_NAME,
    siteUrl: e.SITE_URL,
    mapTilesUrl: e.MAP_TILES_URL,
    mapTilesAttribution: e.MAP_TILES_ATTRIBUTION,
    apiBase: e.API_BASE,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    sessionTtlSeconds: e.SESSION_TTL,
    sessionRecheckMs: e.SESSION_RECHECK_MS,
    ledgerRetentionMonths: e.LEDGER_RETENTION_MONTHS,
    redisUrl: e.REDIS_URL || undefined,
    redisPrefix: e.REDIS_PREFIX || undefined,
    trustProxy: e.TRUST_PROXY,
    loginMaxAttempts: e.LOGIN_MAX_ATTEMPTS,
    loginWindowMs: e.LOGIN_WINDOW_MS,
    bodyLimit: e.BODY_LIMIT,
    webDist: e.WEB_DIST,
    seedScale: e.SEED_SCALE,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    geoProvider: e.GEO_PROVIDER,
    geoUrl: e.GEO_URL || undefined,
    geoKey: e.GEO_KEY || undefined,
    storage: e.STORAGE,
    s3: {
      endpoint: e.S3_ENDPOINT || undefined,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET || undefined,
      accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
    uploadLimit: e.UPLOAD_LIMIT,
    fetchAllowHosts: e.FETCH_ALLOW_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    fetchTimeoutMs: e.FETCH_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS ?? defaultRequestTimeoutMs(e.UPLOAD_LIMIT),
    require2fa: e.REQUIRE_2FA,
    jobs: {
      worker: e.JOB_WORKER,
      pollSeconds: e.JOB_POLL_SECONDS,
      expireSeconds: e.JOB_EXPIRE_SECONDS,
      chunkWorkers: e.JOB_CHUNK_WORKERS,
    },
    exportAsJobRows: e.EXPORT_AS_JOB_ROWS,
    trashRetentionDays: e.TRASH_RETENTION_DAYS,
    ...overrides,
  };
}
