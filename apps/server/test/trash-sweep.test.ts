import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { typeOfModel } from '@mise/contracts/registry';
import type { TModel } from '../src/crud/model';
import { allModels } from '../src/resources/registry';
import { modelRows } from './fixtures/model-rows';
import { setupApp, staffCalls } from './helper';

type TLink = { owner: TModel; relation: string; target: TModel };

/** Every to-many link of the registry to a type that keeps a trash: what a trashed record must vanish from. */
const LINKS: TLink[] = allModels.flatMap((owner) =>
  Object.entries(owner.relations ?? {}).flatMap(([relation, rel]) => {
    if (rel.kind !== 'manyToMany') return [];
    const target = allModels.find((m) => m.resource.model === rel.target);
    return target?.resource.traits.softDelete ? [{ owner, relation, target }] : [];
  }),
);

/**
 * Issue 32 point 5's sweep over the registry: a record linked from every list of every type, then trashed, is on no
 * read path — its own list, count and item, each owner's relation tab, relation count and list include, autocomplete,
 * CSV — while its links stay in place; restored, it is back in every list it was in.
 */
describe('a trashed record on every read path', async () => {
  const t = await setupApp();
  const { call, q } = staffCalls(t);
  const rows = await modelRows(call, 'sweep');
  let n = 0;
  /** A fresh record of a model from its fixture, its names and e-mail made unique. */
  const fresh = async (model: TModel) => {
    n++;
    const body = Object.fromEntries(
      Object.entries(rows[model.resource.path].body).map(([k, v]) => {
        if (typeof v !== 'string') return [k, v];
        if (k === 'email') return [k, `sweep${n}.${v}`];
        if (['name', 'title', 'code'].includes(k)) return [k, `${v} Sweep${n}`];
        return [k, v];
      }),
    );
    const made = await call('POST', `/api/${model.resource.path}`, body);
    expect(made.status, `${model.resource.path}: ${JSON.stringify(made.body)}`).toBe(200);
    return made.body as { id: number; name?: string; title?: string };
  };

  /** For a type autocomplete searches: the ids it finds by the record's whole name. */
  const foundBySearch = async (model: TModel, record: { name?: string; title?: string }) => {
    const name = record.name ?? record.title;
    if (!typeOfModel(model.resource.model)?.search || !name) return undefined;
    return async () => {
      const filter = q({ doc_type: model.resource.model });
      const res = await call('GET', `/api/users/admin-autocomplete?term=${encodeURIComponent(name)}&filter=${filter}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as { id: number }[]).map((hit) => hit.id);
    };
  };

  it('should cover every to-many link to a trashable type', () => {
    expect(LINKS.length).toBeGreaterThan(5);
  });

  it.each(LINKS.map((l) => [`${l.owner.resource.path}.${l.relation} → ${l.target.resource.path}`, l] as const))(
    '%s',
    async (_name, { owner, relation, target }) => {
      const [parent, child] = [await fresh(owner), await fresh(target)];
      const linkPath = `/api/${owner.resource.path}/${parent.id}/${relation}`;
      const linked = await call('PUT', '/api/appmodels/relations', {
        firstModel: owner.resource.model,
        secondModel: target.resource.model,
        id: parent.id,
        newIds: [child.id],
      });
      // A type with two lists of the same target (a user's favourites and wishes, which guide users make in the app,
      // not staff) is linked in its join table directly.
      if (linked.status === 400) {
        const rel = owner.relations?.[relation];
        if (rel?.kind !== 'manyToMany') throw new Error(`${relation} is no link`);
        await t.database.raw(
          `insert into ${getTableName(rel.through)} (${rel.sourceKey.name}, ${rel.targetKey.name}) values ($1, $2)`,
          [parent.id, child.id],
        );
      } else expect(linked.status, JSON.stringify(linked.body)).toBe(200);
      const ids = async () => ((await call('GET', linkPath)).body as { id: number }[]).map((r) => r.id);
      expect(await ids()).toContain(child.id);
      const found = await foundBySearch(target, child);
      if (found) expect(await found()).toContain(child.id);

      expect((await call('DELETE', `/api/${target.resource.path}/${child.id}`)).status).toBe(200);
      const base = `/api/${target.resource.path}`;
      expect((await call('GET', `${base}/${child.id}`)).status).toBe(404);
      expect((await call('GET', `${base}?filter=${q({ where: { id: child.id } })}`)).body).toEqual([]);
      expect((await call('GET', `${base}/count?where=${q({ id: child.id })}`)).body).toEqual({ count: 0 });
      expect(await ids()).not.toContain(child.id);
      expect((await call('GET', `${linkPath}/count`)).body).toEqual({ count: 0 });
      const included = await call(
        'GET',
        `/api/${owner.resource.path}?filter=${q({ where: { id: parent.id }, include: relation })}`,
      );
      expect((included.body[0][relation] as { id: number }[]).map((r) => r.id)).not.toContain(child.id);
      const csv = await t.app.inject({
        method: 'GET',
        url: `/api/appmodels/generate-csv?modelName=${target.resource.model}&where=${q({ id: child.id })}`,
        headers: t.auth(),
      });
      expect(csv.body.trim().split('\n'), 'CSV: the header alone').toHaveLength(1);
      if (found) expect(await found()).not.toContain(child.id);
      // Its link was only hidden: restored, the record is back in the list it was in.
      expect(
        (
          await call('POST', '/api/trash/restore', {
            items: [{ type: typeOfModel(target.resource.model)?.name, id: child.id }],
          })
        ).status,
      ).toBe(200);
      expect(await ids()).toContain(child.id);
    },
  );
});
