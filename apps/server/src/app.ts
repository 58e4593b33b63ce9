import { join } from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { redisReady } from './lib/redis-ready';
import { appModelRoutes } from './appmodels/routes';
import type { TConfig } from './config';
import { answerRegistry } from '@mise/contracts/common/answers';
import { registerModelRoutes } from './crud/register';
import { ModelRegistry } from './crud/registry';
import type { Database } from './db/client';
import { HttpError } from './lib/http-error';
import { loggerOptions, type TLogTarget } from './lib/log-redaction';
import { RequestLogController } from './lib/request-log';
import { addSecurityHeaders } from './lib/security-headers';
import { refuseNulCharacters } from './lib/nul-guard';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { authPlugin } from './plugins/auth';
import { ledgerPlugin } from './plugins/ledger';
import { dbPlugin, requestDbBudgetMs } from './plugins/db';
import { answerSerializer, checkAnswers, declareErrorAnswers } from './plugins/declared-answers';
import { idempotencyPlugin } from './plugins/idempotency';
import { clientErrorHandler, errorsPlugin } from './plugins/errors';
import { tileImageSource } from './lib/tile-image-source';
import { allModels } from './resources/registry';
import { geoRoutes } from './geo/routes';
import { healthRoutes } from './health/routes';
import { imageRoutes } from './media/image-routes';
import { mediaRoutes } from './media/routes';
import { areaRoutes } from './resources/routes';
import { changeRoutes } from './changes/routes';
import { jobRoutes } from './jobs/routes';
import { importRoutes } from './jobs/import-routes';
import { exportRoutes } from './jobs/export-routes';
import { scheduleRoutes } from './jobs/schedule-routes';
import { deskRoutes } from './desk/routes';
import { jobsPlugin } from './jobs/plugin';
import { searchRoutes } from './search/routes';
import { sessionRoutes } from './session/routes';
import { createTwoFactorGate } from './session/two-factor';
import { webAppRoutes } from './web-app';

/** `logger: { stream }` writes the log there instead of stdout (tests read it); `format` picks JSON or short lines. */
export type TAppOptions = {
  config: TConfig;
  database: Database;
  logger?: boolean | TLogTarget;
  /** Tests: called with each answer that does not match its route's declared schema (plugins/declared-answers.ts). */
  onAnswerMismatch?: (mismatch: string) => void;
};

/** Builds the Fastify instance: external plugins, then ours, then routes (tests build it too). */
export async function buildApp({
  config,
  database,
  logger = false,
  onAnswerMismatch,
}: TAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logger === true ? {} : logger) : false,
    // One log record per request, with the URL's credentials blanked (lib/request-log.ts).
    logController: new RequestLogController(),
    // Who sent X-Forwarded-For/-Proto decides whether request.ip and request.protocol believe them (TRUST_PROXY).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: config.bodyLimit,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    // A client that sends its headers and then trickles the body is cut off with 408 (REQUEST_TIMEOUT_MS). Node only keeps
    // to it when the headers' own timeout is no longer, and checks on an interval short enough to be on time.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(5_000, Math.max(50, Math.floor(config.requestTimeoutMs / 10))),
    },
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer);

  await app.register(cookie);
  addSecurityHeaders(
    app,
    {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // MUI (emotion) writes its styles inline.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: [
            "'self'",
            'data:',
            'blob:',
            'https:',
            ...[tileImageSource(config.mapTilesUrl)].filter((s) => s !== undefined),
          ],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          frameSrc: ['https://www.youtube.com'],
          connectSrc: ["'self'"],
          // The console may be served over plain http inside an office network; TLS is the proxy's job.
          upgradeInsecureRequests: null,
        },
      },
      hsts: false,
    },
    { 'strict-transport-security': 'max-age=31536000; includeSubDomains' },
  );
  // No offline queue: while Redis is out of reach a command fails at once instead of holding the request through reconnects.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        keyPrefix: config.redisPrefix,
        lazyConnect: false,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  if (redis) {
    app.addHook('onReady', async () => {
      if (!(await redisReady(redis, 3000)))
        app.log.warn('Redis not connected at start-up; rate limits count in this process until it is');
    });
  }
  // Redis out of reach must not stop sign-in: the coarse ceiling lets requests by, the sign-in lock counts in memory.
  redis?.on('error', (error: Error) =>
    app.log.warn({ err: error }, 'Redis unavailable; rate limits fall back to this process'),
  );
  await app.register(rateLimit, {
    global: false,
    redis,
    skipOnError: true,
    nameSpace: 'mise-rl-',
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, `Too many requests; try again in ${Math.ceil(ctx.ttl / 1000)} second(s)`) as unknown as object,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Mise API', version: '1' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
    // Answer shapes are components the routes refer to (answerRegistry, packages/contracts/src/common/answers.ts).
    transform: createJsonSchemaTransform({ schemaRegistry: answerRegistry }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: answerRegistry }),
  });

  // Each request's database time is bounded (REQUEST_DB_BUDGET_MS; plugins/db.ts).
  await app.register(dbPlugin, { database, requestBudgetMs: requestDbBudgetMs(config, database.driver) });
  const registry = new ModelRegistry(allModels);
  await app.register(errorsPlugin, { uniqueWording: registry.uniqueWording(config.productName) });
  refuseNulCharacters(app);
  await app.register(authPlugin, { recheckMs: config.sessionRecheckMs });
  // Each write request is one action in the change ledger, by the staff member the session check found.
  await app.register(ledgerPlugin);
  // Bulk edits, imports and exports run as jobs, on whichever server sharing the database is free.
  await app.register(jobsPlugin, { config, registry });

  await app.register(
    async (api) => {
      declareErrorAnswers(api);
      if (onAnswerMismatch) checkAnswers(api, onAnswerMismatch);
      // REQUIRE_2FA: after the session check (a root hook), staff without a second factor reach only enrolment, me and logout.
      api.addHook(
        'onRequest',
        createTwoFactorGate(app.db, { required: config.require2fa, recheckMs: config.sessionRecheckMs }),
      );
      await api.register(swaggerUi, { routePrefix: '/docs' });
      // Writes sent with an Idempotency-Key run once however often they arrive (plugins/idempotency.ts).
      await api.register(idempotencyPlugin);
      // Public (each route is marked `config: { public: true }`): liveness and database readiness.
      await api.register(healthRoutes);
      await api.register(sessionRoutes, { config, redis });
      await api.register(appModelRoutes, { registry, config });
      await api.register(mediaRoutes, { registry, config });
      await api.register(searchRoutes, { registry, config });
      await api.register(geoRoutes, { registry, config });
      await api.register(areaRoutes, { registry, config });
      await api.register(changeRoutes, { registry });
      await api.register(jobRoutes);
      await api.register(importRoutes);
      await api.register(exportRoutes, { registry });
      await api.register(scheduleRoutes);
      await api.register(deskRoutes);
      for (const model of registry.models) registerModelRoutes(api, model);
    },
    { prefix: config.apiBase },
  );
  await app.register(imageRoutes, { config });

  // In a scope of its own, so that only these routes are marked public.
  await app.register(webAppRoutes, {
    webDist: config.webDist ?? join(process.cwd(), 'apps/web/dist'),
    apiBase: config.apiBase,
  });
  return app;
}
