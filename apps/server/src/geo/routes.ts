import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config';
import type { ModelRegistry } from '../crud/registry';

/** Placeholder: filled by the geo work. */
export async function geoRoutes(_app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {}
