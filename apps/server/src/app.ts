import { join } from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { appModelRoutes } from './appmodels/routes';
import type { TConfig } from './config';
import { registerModelRoutes } from './crud/register';
import { ModelRegistry } from './crud/registry';
import type { Database } from './db/client';
import { HttpError } from './lib/http-error';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { allModels } from './resources/registry';
import { geoRoutes } from './geo/routes';
import { imageRoutes } from './media/image-routes';
import { mediaRoutes } from './media/routes';
import { areaRoutes } from './resources/routes';
import { searchRoutes } from './search/routes';
import { sessionRoutes } from './session/routes';
import { settingsRoutes } from './settings/routes';
import { webAppRoutes } from './web-app';

export type TAppOptions = { config: TConfig; database: Database; logger?: boolean };

/** Builds the Fastify instance: external plugins, then ours, then routes (tests build it too). */
export async function buildApp({ config, database, logger = false }: TAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: config.bodyLimit,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // MUI (emotion) writes its styles inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        frameSrc: ['https://www.youtube.com'],
        connectSrc: ["'self'"],
        // The console may be served over plain http inside an office network; TLS is the proxy's job.
        upgradeInsecureRequests: null,
      },
    },
    hsts: false,
  });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'mise-rl-',
    errorResponseBuilder: (_req, ctx) => new HttpError(429, `Too many requests; try again in ${Math.ceil(ctx.ttl / 1000)} second(s)`) as unknown as object,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Mise API', version: '1' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(dbPlugin, { database });
  await app.register(errorsPlugin);
  await app.register(authPlugin, { recheckMs: config.sessionRecheckMs });

  const registry = new ModelRegistry(allModels);
  await app.register(
    async (api) => {
      await api.register(swaggerUi, { routePrefix: '/docs' });
      api.get('/health', { config: { public: true }, schema: { hide: true } }, async () => ({ ok: true }));
      await api.register(sessionRoutes, { config, redis });
      await api.register(appModelRoutes, { registry, config });
      await api.register(settingsRoutes);
      await api.register(mediaRoutes, { registry, config });
      await api.register(searchRoutes, { registry, config });
      await api.register(geoRoutes, { registry, config });
      await api.register(areaRoutes, { registry, config });
      for (const model of registry.models) registerModelRoutes(api, model);
    },
    { prefix: config.apiBase },
  );
  await app.register(imageRoutes, { config });

  // In a scope of its own, so that only these routes are marked public.
  await app.register(webAppRoutes, { webDist: config.webDist ?? join(process.cwd(), 'apps/web/dist'), apiBase: config.apiBase });
  return app;
}
