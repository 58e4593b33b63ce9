import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config';
import type { ModelRegistry } from '../../crud/registry';

/** Calls special to eateries (part 1 §7). */
export async function eatineraryRoutes(_app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {}
