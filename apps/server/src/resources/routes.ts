import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config';
import type { ModelRegistry } from '../crud/registry';

/** Routes special to one content type (registered before the generic ones so they win). */
export async function areaRoutes(_app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {}
