import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config';
import type { ModelRegistry } from '../crud/registry';

/** Placeholder: filled by the search work. */
export async function searchRoutes(_app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {}
