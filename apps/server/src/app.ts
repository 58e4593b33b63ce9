import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
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
  await app.register(authPlugin, { apiBase: config.apiBase, recheckMs: config.sessionRecheckMs });

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
  // Pictures are public, outside the API's sign-in check, like the image CDN the public guide uses.
  await app.register(imageRoutes, { config });

  const webDist = config.webDist ?? join(process.cwd(), 'apps/web/dist');
  if (existsSync(join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      // Hashed build assets never change under the same name; the page itself must always be revalidated.
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.toLowerCase().startsWith(`${config.apiBase.toLowerCase()}/`);
    if (!isApi && request.method === 'GET' && existsSync(join(webDist, 'index.html'))) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', webDist);
    }
    return reply.status(404).send({ error: { statusCode: 404, name: 'NotFoundError', message: `No route ${request.method} ${request.url.split('?')[0]}` } });
  });
  return app;
}
