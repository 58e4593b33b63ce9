/**
 * Routes whose response schemas document the answer without shaping it. Fastify would otherwise compile them into a
 * serializer that drops what they do not list (included relations, `counts`, what `present` adds) and parses every row
 * of every page through zod; this answers exactly as a route without a response schema does (JSON.stringify), and
 * /api/docs still shows the shapes.
 */
export const documentedOnly = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };
