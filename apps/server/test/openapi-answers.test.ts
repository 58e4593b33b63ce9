import { describe, expect, it } from 'vitest';
import { ERROR_STATUSES } from '@mise/contracts/common/error-answer';
import { allModels } from '../src/resources/registry';
import { setupApp, staffCalls } from './helper';

type TJsonSchema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, TJsonSchema>;
  items?: TJsonSchema;
  format?: string;
  required?: string[];
  allOf?: TJsonSchema[];
};
type TOperation = { responses?: Record<string, { content?: Record<string, { schema?: TJsonSchema }> }> };

describe('answer shapes in /api/docs', async () => {
  const t = await setupApp();
  const { call, make, q } = staffCalls(t);
  const doc = (await call('GET', '/api/docs/json')).body as {
    paths: Record<string, Record<string, TOperation>>;
    components: { schemas: Record<string, TJsonSchema> };
  };
  /** A schema with its `$ref`s followed (answer shapes are components). */
  const resolved = (schema: TJsonSchema | undefined): TJsonSchema | undefined => {
    if (!schema?.$ref) return schema && { ...schema, items: schema.items && resolved(schema.items) };
    return resolved(doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')]);
  };
  const answer = (path: string, method = 'get') =>
    resolved(doc.paths[path]?.[method]?.responses?.['200']?.content?.['application/json']?.schema);

  it("should show, for each model's list and item routes, a 200 answer with the model's record properties", () => {
    for (const model of allModels) {
      const fields = Object.keys(model.resource.record.shape);
      const list = answer(`/api/${model.resource.path}`);
      expect(list?.type, model.resource.model).toBe('array');
      expect(Object.keys(list?.items?.properties ?? {}), model.resource.model).toEqual(expect.arrayContaining(fields));
      const item = answer(`/api/${model.resource.path}/{id}`);
      expect(Object.keys(item?.properties ?? {}), model.resource.model).toEqual(
        expect.arrayContaining([...fields, 'counts']),
      );
      // Included relations are named, and fields are optional (a `fields` filter may leave them out) but the id.
      expect(Object.keys(item?.properties ?? {})).toEqual(expect.arrayContaining(Object.keys(model.relations ?? {})));
      expect(item?.required ?? []).toEqual(['id']);
      expect(answer(`/api/${model.resource.path}/count`)?.properties?.count?.type).toBe('integer');
    }
    expect(answer('/api/destinations/{id}')?.properties?.created).toMatchObject({
      type: 'string',
      format: 'date-time',
    });
  });

  it('should answer every field the schemas do not list, as before (they document, they do not filter)', async () => {
    const city = await make('destinations', { name: 'Porto' });
    const landmark = await make('landmarks', { name: 'Clérigos', destinationId: city.id });
    const list = await call(
      'GET',
      `/api/landmarks?filter=${q({ where: { id: landmark.id }, fields: ['name'], include: ['destination'], includeCount: true })}`,
    );
    expect(list.body).toEqual([
      {
        name: 'Clérigos',
        id: landmark.id,
        destinationId: city.id,
        destination: expect.objectContaining({ id: city.id, name: 'Porto' }),
        counts: {},
      },
    ]);
    const item = await call('GET', `/api/destinations/${city.id}?filter=${q({ includeCount: true })}`);
    expect(item.body.counts).toEqual(expect.objectContaining({ landmarks: 1 }));
    expect(item.body.created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // What present() adds is answered too.
    await make('coupons', {
      name: 'Spring',
      code: 'SPRING',
      discountType: 'flat',
      discountValue: 5,
      startDate: '2026-12-01T05:00:00.000Z',
      claimLimit: 10,
    });
    const coupons = await call('GET', `/api/coupons?filter=${q({ fields: ['name', 'packBenefits'] })}`);
    expect(coupons.body[0]).toEqual({
      id: expect.any(Number),
      name: 'Spring',
      packBenefits: null,
      packBenefitSummary: expect.objectContaining({ couponMonths: 0 }),
    });
  });

  it('should declare the one error answer for every error status of every operation', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(operations.length).toBeGreaterThan(250);
    const missing = operations.flatMap(({ name, operation }) =>
      ERROR_STATUSES.filter(
        (status) =>
          operation.responses?.[status]?.content?.['application/json']?.schema?.$ref !==
          '#/components/schemas/ErrorAnswer',
      ).map((status) => `${name} ${status}`),
    );
    expect(missing).toEqual([]);
  });

  it('should declare the success answer of every operation (a new route without one fails here)', () => {
    const undeclared = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => !Object.keys(operation.responses ?? {}).some((status) => status.startsWith('2')))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undeclared).toEqual([]);
  });
});
