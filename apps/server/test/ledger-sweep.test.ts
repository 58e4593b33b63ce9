import { jobChunks, jobs } from '../src/db/schema/job';
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls, callsOf, genericCallsOf } from '@mise/contracts/calls';
import type { TCall } from '@mise/contracts/common/call';
import { OPERATION_HEADER } from '@mise/contracts/common/change-calls';
import { HOME_SECTION_SLUGS } from '@mise/contracts/resources/home-section';
import { typeOfModel } from '@mise/contracts/registry';
import type { TModel, TRelation } from '../src/crud/model';
import { LEDGER_HIDDEN, LEDGER_LINK_TABLES, LEDGER_ROW_TABLES } from '../src/db/ledger-tables';
import { accessTokens, staffTwoFactor } from '../src/db/schema/user';
import { allModels } from '../src/resources/registry';
import { mp4Header, multipartBody, tempDir } from './fixtures/media';
import { modelRows } from './fixtures/model-rows';
import { STAFF, setupApp, staffCalls } from './helper';

type TRow = { id: number; isPublished?: boolean; email?: string; emailVerified?: boolean };
/** The request an example sends, made after the example's setup. */
type TSent = { method: 'POST' | 'PATCH' | 'DELETE' | 'PUT'; url: string; payload?: unknown; headers?: object };
/** A call that must write (and so leave ledger rows), or one that must refuse (400) for the reason given. */
type TExample = { send: () => Promise<TSent>; refuses?: string };
type TToMany = Exclude<TRelation, { kind: 'belongsTo' }>;
type TLink = { rel: TToMany; parentId: number; childId: number; position: number };
type TEntry = { id: string; operation: string; table_name: string; record_id: number; kind: string; changes: object };

const keyOf = (call: Pick<TCall, 'method' | 'path'>) => `${call.method} ${call.path}`;

/**
 * Mutating calls that leave no ledger row by design: they write only tables the ledger does not keep (sessions, second
 * factors) or hidden columns (LEDGER_HIDDEN), or files and no row at all. The first test holds these reasons true.
 */
const EXEMPT: Record<string, string> = {
  'POST /users/login': 'opens a session: an access_tokens row',
  'POST /users/logout': "revokes the session's access_tokens row",
  'POST /users/me/password': 'sets users.password_hash (hidden) and `updated` (never a change); revokes other sessions',
  'POST /users/me/two-factor/start': 'writes a pending TOTP secret to staff_two_factor',
  'POST /users/me/two-factor/confirm': 'turns the TOTP secret on in staff_two_factor; revokes other sessions',
  'POST /users/me/two-factor/disable': 'deletes the staff_two_factor row; revokes other sessions',
  'DELETE /users/:id/two-factor': "deletes a colleague's staff_two_factor row, revokes their sessions (activity log)",
  'POST /pictures/upload': 'stores a file; writes no row',
  'POST /assets/upload': 'stores a file; writes no row',
  'POST /bulk/:type/preview': 'reads what a bulk edit would change; writes nothing',
  'POST /bulk/:type':
    "queues a job (jobs, pgboss); its writes carry the job's own operation (jobs.test.ts checks them)",
  'POST /jobs/:id/cancel': 'marks a job to stop (jobs)',
  'POST /imports/:type/file': 'stores an upload (job_files); changes no record',
  'POST /trash/empty':
    "queues the trash's purge (jobs, pgboss); its deletes leave tombstones in the ledger (trash-purge.test.ts)",
  'POST /imports/:type':
    "queues an import or its dry run (jobs, pgboss); its writes carry the job's own operation (csv-import.test.ts)",
  'POST /exports': 'queues an export job (jobs, pgboss) and makes its file (job_files); changes no record',
  'POST /schedules':
    "sets a schedule (schedules) and queues its run (pgboss); the run writes under its job's operation (schedules.test.ts)",
  'POST /schedules/:id/cancel': 'marks a schedule cancelled (schedules); changes no record',
  'POST /views': "saves a list's state as a view (views), a setting of the desk's, not a record (views.test.ts)",
  'PATCH /views/:id': 'changes a saved view (views); changes no record',
  'DELETE /views/:id': 'deletes a saved view (views); changes no record',
  'POST /work/next':
    'claims the next record of a work-through (record_claims); changes no record (work-through.test.ts)',
  'POST /work/release': "ends the asker's claim on a record (record_claims); changes no record",
};

/** A JSON value that carries something: not null, not an empty object or list. */
const carries = (value: unknown): boolean =>
  value !== null && value !== undefined && (typeof value !== 'object' || Object.keys(value).length > 0);

/**
 * Issue 32: "A sweep test calls every mutating route in the registry and asserts each wrote at least one ledger row
 * with its values." Each mutating call of the contracts, made once with a valid example, answers 2xx and leaves at least
 * one change_ledger row under the operation it answered in X-Mise-Operation, each with its values. Generic calls are
 * made from the model registry; a model that has nothing for a generic call to write must refuse it (400).
 */
describe('every mutating call writes the change ledger', async () => {
  const t = await setupApp({ dataDir: tempDir('mise-ledger-sweep-') });
  const { call } = staffCalls(t);
  const rows = await modelRows(call, 'ledger');
  const modelOf = (name: string) => {
    const model = allModels.find((m) => m.resource.model === name || m.resource.path === name);
    if (!model) throw new Error(`no model ${name}`);
    return model;
  };
  let n = 0;
  /** The column a relation keeps its order in (a relation read in id order has none). */
  const positionOf = (rel: TToMany) =>
    rel.orderBy && rel.orderBy !== modelOf(rel.target).id ? rel.orderBy : undefined;
  // One home section per slug: the fixture's takes editors_pick, the special calls below name theirs.
  const freeSlugs = HOME_SECTION_SLUGS.filter((slug) => !['editors_pick', 'whats_new', 'hero_videos'].includes(slug));

  /** A create body from the model's fixture, its names unique, with fresh rows for what two rows may not share. */
  const freshBody = async (path: string, extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> => {
    const body: Record<string, unknown> = { ...extra };
    const i = ++n;
    for (const [k, v] of Object.entries(rows[path].body)) {
      if (k in extra) continue;
      if (k === 'userId') body[k] = (await fresh('users')).id;
      else if (k === 'subjectId') body[k] = (await fresh('establishments')).id;
      else if (k === 'slug') body[k] = freeSlugs.shift();
      else if (typeof v !== 'string') body[k] = v;
      else if (k === 'email') body[k] = `sweep${i}.${v}`;
      else if (k === 'code') body[k] = `${v}S${i}`;
      else body[k] = ['name', 'title'].includes(k) ? `${v} Sweep${i}` : v;
    }
    return body;
  };
  /** A new row of the model at `path`, made through the API. */
  async function fresh(path: string, extra: Record<string, unknown> = {}): Promise<TRow> {
    const made = await call('POST', `/api/${path}`, await freshBody(path, extra));
    expect(made.status, `setup: POST ${path}: ${JSON.stringify(made.body)}`).toBe(200);
    return made.body as TRow;
  }
  const id = async (path: string, extra?: Record<string, unknown>) => (await fresh(path, extra)).id;
  /** Setup by SQL: `childId` joins `parentId`'s relation, at `position` when the relation is ordered. */
  const link = async ({ rel, parentId, childId, position }: TLink) => {
    const order = positionOf(rel) ? [`"${positionOf(rel)?.name}"`] : [];
    const values = [parentId, childId, ...(order.length ? [position] : [])];
    if (rel.kind === 'hasMany') {
      const target = modelOf(rel.target);
      const set = [rel.foreignKey.name, ...order].map((c, i) => `${c} = $${i === 0 ? 1 : 3}`).join(', ');
      await t.database.raw(`update ${getTableName(target.table)} set ${set} where ${target.id.name} = $2`, values);
    } else {
      const columns = [rel.sourceKey.name, rel.targetKey.name, ...order].join(', ');
      const params = values.map((_, i) => `$${i + 1}`).join(', ');
      await t.database.raw(`insert into ${getTableName(rel.through)} (${columns}) values (${params})`, values);
    }
  };
  /** A fresh row of `path` holding `count` fresh rows in its relation `rel`, in order. */
  const linked = async ({ path, rel, count }: { path: string; rel: TToMany; count: number }) => {
    const parent = await fresh(path);
    const children: TRow[] = [];
    for (let i = 1; i <= count; i++) {
      const child = await fresh(modelOf(rel.target).resource.path);
      await link({ rel, parentId: parent.id, childId: child.id, position: i * 1024 });
      children.push(child);
    }
    return { parent, children };
  };

  const examples: Record<string, TExample> = {};
  const add = (at: TCall | undefined, example: TExample) => {
    if (at) examples[keyOf(at)] = example;
  };
  const writes = (send: () => Promise<TSent>): TExample => ({ send });
  const req = (method: TSent['method'], url: string, payload?: unknown): TSent => ({ method, url, payload });
  const write = (at: TCall | undefined, send: () => Promise<TSent>) => add(at, writes(send));
  const refuses = (why: string, send: () => Promise<TSent>): TExample => ({ send, refuses: why });

  /** Picture lists: a picture added to a fresh row's list, or captioned or removed there. */
  const pictureExamples = (model: TModel) => {
    const { path } = model.resource;
    for (const [segment, list] of Object.entries(genericCallsOf(model.resource).pictures)) {
      const picture =
        segment === 'lottieJson'
          ? { url: 'https://example.org/wave.json', fileType: 'json' }
          : { url: 'https://example.org/sweep.jpg', caption: 'Sweep' };
      const listUrl = async () => `/api/${path}/${(await fresh(path)).id}/${segment}`;
      const pictureUrl = async () => {
        const url = await listUrl();
        const added = await call('POST', url, picture);
        expect(added.status, `setup: ${JSON.stringify(added.body)}`).toBe(200);
        return `${url}/${(added.body as { id: string }[])[0].id}`;
      };
      write(list?.add, async () => req('POST', await listUrl(), picture));
      write(list?.caption, async () => req('PUT', await pictureUrl(), { caption: 'New' }));
      write(list?.remove, async () => req('DELETE', await pictureUrl()));
    }
  };

  /** Unlink and reorder, through a relation of the model that can take them; else the model must refuse them. */
  const relationExamples = (model: TModel) => {
    const { path } = model.resource;
    const relationCalls = genericCallsOf(model.resource).relations;
    if (!relationCalls) return;
    const all = Object.entries(model.relations ?? {});
    const toMany = all.filter((entry): entry is [string, TToMany] => entry[1].kind !== 'belongsTo');
    const detachable = toMany.find(([, r]) => r.kind === 'manyToMany' || !r.foreignKey.notNull);
    const ordered = toMany.find(([, r]) => positionOf(r));
    const [anyName] = toMany[0] ?? all[0] ?? ['none'];
    const unlink =
      ([name, rel]: [string, TToMany]) =>
      async (): Promise<TSent> => {
        const { parent, children } = await linked({ path, rel, count: 1 });
        return req('DELETE', `/api/${path}/${parent.id}/${name}/rel/${children[0].id}`);
      };
    const none = async () => req('DELETE', `/api/${path}/${await id(path)}/${anyName}/rel/1`);
    if (detachable) add(relationCalls.unrelate, writes(unlink(detachable)));
    // A child whose foreign key is required cannot be left without its parent: 400, delete it instead.
    else if (toMany[0]) add(relationCalls.unrelate, refuses('its children need their parent', unlink(toMany[0])));
    else add(relationCalls.unrelate, refuses('it has no to-many relation', none));
    const move =
      ([name, rel]: [string, TToMany]) =>
      async () => {
        const { parent, children } = await linked({ path, rel, count: 2 });
        return req('PATCH', `/api/${path}/${parent.id}/${name}/${children[1].id}/change-order`, { order: 1 });
      };
    const unordered = async () =>
      req('PATCH', `/api/${path}/${await id(path)}/${anyName}/1/change-order`, { order: 1 });
    add(relationCalls.changeOrder, ordered ? writes(move(ordered)) : refuses('it has no ordered relation', unordered));
  };

  for (const model of allModels) {
    const { path } = model.resource;
    const base = `/api/${path}`;
    const generic = genericCallsOf(model.resource);
    const fixture = rows[path];
    const item = async () => `${base}/${await id(path)}`;
    write(generic.create, async () => req('POST', base, await freshBody(path)));
    // A model whose update takes no field is sent its own create body as a change: it takes none of those fields.
    add(
      generic.patch,
      'patch' in fixture
        ? writes(async () => req('PATCH', await item(), fixture.patch))
        : refuses(fixture.noPatch, async () => req('PATCH', await item(), await freshBody(path))),
    );
    write(generic.delete, async () => req('DELETE', await item()));
    add(
      generic.publish,
      writes(async () => {
        const row = await fresh(path);
        return req('POST', `${base}/${row.id}/publish`, { publish: !row.isPublished });
      }),
    );
    for (const [name, through] of Object.entries(generic.createThrough)) {
      const decl = model.resource.relations?.[name];
      const key = decl && 'createdVia' in decl ? (decl.createdVia ?? '') : '';
      const target = modelOf((model.relations?.[name] as TToMany).target);
      add(
        through,
        writes(async () => {
          const { [key]: _fromPath, ...payload } = await freshBody(target.resource.path);
          return req('POST', `${await item()}/${name}`, payload);
        }),
      );
    }
    pictureExamples(model);
    relationExamples(model);
  }

  // The special calls, each with the body its own test file sends.
  const special = (key: string, send: () => Promise<TSent>) => {
    examples[key] = writes(send);
  };
  special('PUT /destinations/:id/update-establishments', async () =>
    req('PUT', `/api/destinations/${await id('destinations')}/update-establishments`, {
      establishmentIds: [await id('establishments')],
    }),
  );
  special('PUT /establishments/:id/update-suggestions', async () =>
    req('PUT', `/api/establishments/${await id('establishments')}/update-suggestions`, {
      suggestions: [{ userId: await id('users') }],
    }),
  );
  special('PATCH /tags/changePublishStatus', async () => {
    const tag = await fresh('tags');
    return req('PATCH', '/api/tags/changePublishStatus', { ids: [tag.id], publish: !tag.isPublished });
  });
  special('DELETE /tags/delete-bulk', async () => {
    const rel = modelOf('tagCategories').relations?.tags as TToMany;
    const { parent, children } = await linked({ path: 'tagCategories', rel, count: 1 });
    return req('DELETE', '/api/tags/delete-bulk', [{ tagCategoryId: parent.id, tagIds: [children[0].id] }]);
  });
  special('PATCH /tagCategories/change-order', async () => {
    await fresh('tagCategories');
    return req('PATCH', '/api/tagCategories/change-order', { id: await id('tagCategories'), order: 1 });
  });
  special('POST /tagCategories/:id/new-tags', async () =>
    req('POST', `/api/tagCategories/${await id('tagCategories')}/new-tags`, { tags: [{ name: `New tag ${++n}` }] }),
  );
  special('DELETE /tagCategories/delete-multiple', async () =>
    req('DELETE', `/api/tagCategories/delete-multiple?ids=${encodeURIComponent(`[${await id('tagCategories')}]`)}`),
  );
  special('PATCH /users/admin-verify-email', async () => {
    const user = await fresh('users');
    return req('PATCH', '/api/users/admin-verify-email', { email: user.email, verify: !user.emailVerified });
  });
  special('PATCH /users/:id/update-user', async () =>
    req('PATCH', `/api/users/${await id('users')}/update-user`, { name: `Sweep renamed ${++n}` }),
  );
  special('POST /homeSections/:id/entity-sections/add-remove-bulk', async () =>
    req(
      'POST',
      `/api/homeSections/${await id('homeSections', { slug: 'whats_new' })}/entity-sections/add-remove-bulk`,
      {
        toRemove: [],
        toAdd: [{ subjectType: 'Establishment', subjectId: await id('establishments') }],
      },
    ),
  );
  special('POST /homeSections/:id/videos', async () => {
    const section = await id('homeSections', { slug: 'hero_videos' });
    const bytes = Buffer.concat([mp4Header(), Buffer.alloc(1000, 7)]);
    const { payload, headers } = multipartBody('file', { filename: 'sweep.mp4', contentType: 'video/mp4', bytes });
    const url = `/api/homeSections/${section}/videos?destinationId=${await id('destinations')}`;
    return { method: 'POST', url, payload, headers };
  });
  special('DELETE /Coupons/trash', async () => req('DELETE', '/api/Coupons/trash', { ids: [await id('coupons')] }));
  special('POST /DestinationTransactions/multi-user-multi-destination-purchase', async () =>
    req('POST', '/api/DestinationTransactions/multi-user-multi-destination-purchase', {
      destinationIds: [await id('destinations')],
      userIds: [await id('users')],
    }),
  );
  special('PATCH /settings/:id', async () => {
    const settings = (await call('GET', '/api/settings')).body as { id: number; key: string }[];
    const types = settings.find((s) => s.key === 'establishmentPlaceType');
    return req('PATCH', `/api/settings/${types?.id}`, { value: [{ name: `Sweep bar ${++n}` }] });
  });
  special('PUT /appmodels/relations', async () =>
    req('PUT', '/api/appmodels/relations', {
      firstModel: 'Establishment',
      secondModel: 'Tag',
      id: await id('establishments'),
      newIds: [await id('tags')],
    }),
  );
  special('POST /users/me/email', async () =>
    req('POST', '/api/users/me/email', { email: `sweep${++n}.${STAFF.email}`, currentPassword: STAFF.password }),
  );
  special('POST /changes/revert', async () => {
    const url = `/api/tags/${await id('tags')}`;
    const edit = await t.app.inject({ method: 'PATCH', url, headers: t.auth(), payload: { name: `Reverted ${++n}` } });
    expect(edit.statusCode, `setup: ${edit.body}`).toBe(200);
    return req('POST', '/api/changes/revert', { operation: edit.headers[OPERATION_HEADER] });
  });
  special('POST /trash/restore', async () => {
    const place = await id('establishments');
    expect((await call('DELETE', `/api/establishments/${place}`)).status).toBe(200);
    return req('POST', '/api/trash/restore', { items: [{ type: typeOfModel('Establishment')?.name, id: place }] });
  });

  const lastEntry = async () =>
    Number((await t.database.raw('select coalesce(max(id), 0) as id from change_ledger')).rows[0]?.id ?? 0);
  const entriesAfter = async (id: number): Promise<TEntry[]> =>
    (
      await t.database.raw(
        'select id, operation, table_name, record_id, kind, changes from change_ledger where id > $1 order by id',
        [id],
      )
    ).rows as TEntry[];
  /** Sends the example's call; answers its response and the ledger rows written meanwhile, its own and others'. */
  const run = async (example: TExample) => {
    const sent = await example.send();
    const before = await lastEntry();
    const res = await t.app.inject({
      method: sent.method,
      url: sent.url,
      headers: { ...t.auth(), ...sent.headers },
      ...(sent.payload === undefined ? {} : { payload: sent.payload as object }),
    });
    const operation = String(res.headers[OPERATION_HEADER]);
    const written = await entriesAfter(before);
    return {
      res,
      own: written.filter((e) => e.operation === operation),
      others: written.filter((e) => e.operation !== operation),
    };
  };

  it('should have an example or a true exemption for every mutating call of the registry', () => {
    const declared = callsOf(calls)
      .filter((c) => c.method !== 'GET')
      .map(keyOf);
    const missing = declared.filter((key) => !(key in examples) && !(key in EXEMPT));
    expect(missing, 'mutating calls with no example in ledger-sweep.test.ts').toEqual([]);
    const undeclared = [...Object.keys(examples), ...Object.keys(EXEMPT)].filter((key) => !declared.includes(key));
    expect(undeclared, 'examples of calls the registry does not declare').toEqual([]);
    expect(Object.keys(EXEMPT).filter((key) => key in examples)).toEqual([]);
    // What the exempt calls write is outside the ledger by design.
    const outside: string[] = [
      getTableName(accessTokens),
      getTableName(staffTwoFactor),
      getTableName(jobs),
      getTableName(jobChunks),
    ];
    expect([...LEDGER_ROW_TABLES, ...LEDGER_LINK_TABLES].filter((table) => outside.includes(table))).toEqual([]);
    expect(LEDGER_HIDDEN.users).toContain('password_hash');
  });

  const writing = Object.entries(examples).filter(([, example]) => !example.refuses);
  it.each(writing)('%s should write ledger rows with its values', async (_key, example) => {
    const { res, own, others } = await run(example);
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const other = others.map((e) => `${e.table_name} ${e.record_id} ${e.kind} (operation ${e.operation})`);
    expect(
      own.length,
      `no ledger row under its operation; others written meanwhile: ${other.join('; ') || 'none'}`,
    ).toBeGreaterThan(0);
    for (const entry of own)
      expect(
        carries(entry.changes) && Object.values(entry.changes).every(carries),
        `${entry.table_name} ${entry.record_id} ${entry.kind}: ${JSON.stringify(entry.changes)}`,
      ).toBe(true);
  });

  const refusing = Object.entries(examples).flatMap(([key, example]) =>
    example.refuses ? [[key, example.refuses, example] as const] : [],
  );
  it.each(refusing)('%s should refuse with 400 and write nothing, since %s', async (_key, _why, example) => {
    const { res, own } = await run(example);
    expect(res.statusCode, res.body).toBe(400);
    expect(own).toEqual([]);
  });
});
