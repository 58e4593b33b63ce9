import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allModels } from '../src/resources/registry';
import { deletedColumn } from '../src/crud/soft-delete';
import { modelRows } from './fixtures/model-rows';
import { setupApp, staffCalls } from './helper';

/** Every model through the generic REST layer as the console uses it: create → get → list → count → patch → delete. */
describe('every model: create, get, list, count, patch and delete', async () => {
  const t = await setupApp();
  const { call, q } = staffCalls(t);
  const rows = await modelRows(call, 'rt');

  it('should have a fixture row for every registered model', () => {
    const missing = allModels.map((m) => m.resource.path).filter((path) => !rows[path]);
    expect(missing, 'add a row for each to test/fixtures/model-rows.ts').toEqual([]);
  });

  it.each(allModels.map((m) => [m.resource.path, m] as const))('%s', async (path, model) => {
    const row = rows[path];
    const base = `/api/${path}`;
    const created = await call('POST', base, row.body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.id as number;
    expect(id).toBeGreaterThan(0);

    const got = await call('GET', `${base}/${id}`);
    expect(got.status).toBe(200);
    for (const [key, value] of Object.entries(row.body)) {
      // Dates come back in the store's own ISO form; compare the instants.
      const answer = got.body[key];
      if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value))
        expect(new Date(answer).toISOString(), key).toBe(value);
      else expect(answer, key).toEqual(value);
    }

    const listed = await call('GET', `${base}?filter=${q({ where: { id } })}`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await call('GET', `${base}/count?where=${q({ id })}`)).body).toEqual({ count: 1 });

    if ('patch' in row) {
      const patched = await call('PATCH', `${base}/${id}`, { ...row.patch, updated: got.body.updated });
      expect(patched.status, JSON.stringify(patched.body)).toBe(200);
      const again = await call('GET', `${base}/${id}`);
      for (const [key, value] of Object.entries(row.patch)) {
        if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value))
          expect(new Date(again.body[key]).toISOString(), key).toBe(value);
        else expect(again.body[key], key).toEqual(value);
      }
      // The version the change was based on is now old: the same change again is refused, not applied over the first.
      expect((await call('PATCH', `${base}/${id}`, { ...row.patch, updated: got.body.updated })).status).toBe(409);
    } else {
      // ${row.noPatch}: a change is refused with a message, and the row stays as it was.
      const refused = await call('PATCH', `${base}/${id}`, { ...row.body, updated: got.body.updated });
      expect(refused.status, row.noPatch).toBe(400);
      expect(refused.body.error.message).toBeTruthy();
      expect((await call('GET', `${base}/${id}`)).body).toEqual(got.body);
    }

    const deleted = await call('DELETE', `${base}/${id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body).toEqual({ count: 1 });
    expect((await call('GET', `${base}/${id}`)).status).toBe(404);
    expect((await call('GET', `${base}?filter=${q({ where: { id } })}`)).body).toEqual([]);
    expect((await call('GET', `${base}/count?where=${q({ id })}`)).body).toEqual({ count: 0 });
    const { rows: stored } = await t.database.raw(
      `select ${deletedColumn(model) ? 'deleted' : 'true as deleted'} from "${getTableName(model.table)}" where id = $1`,
      [id],
    );
    // A soft delete keeps the row, marked deleted (recoverable); every other model's delete removes it.
    if (deletedColumn(model)) expect(stored).toEqual([{ deleted: true }]);
    else expect(stored).toEqual([]);
    expect((await call('DELETE', `${base}/${id}`)).status).toBe(404);
  });

  it('should refuse bad creates of claims, saved lists and items, subscriptions and transactions, naming the field, writing nothing', async () => {
    const MISSING = 987654;
    const refusals: [string, Record<string, unknown>, string | RegExp][] = [
      ['couponClaims', { couponId: MISSING }, `couponId: Coupon ${MISSING} does not exist`],
      ['couponClaims', { userId: MISSING }, `userId: User ${MISSING} does not exist`],
      ['couponClaims', { transactionId: MISSING }, `transactionId: DestinationTransaction ${MISSING} does not exist`],
      ['couponClaims', { couponId: undefined }, /^body\.couponId: /],
      ['couponClaims', { claimedAt: 'today' }, 'body: Unrecognized key: "claimedAt"'],
      ['userLists', { userId: MISSING }, `userId: User ${MISSING} does not exist`],
      ['userLists', { name: '  ' }, 'body.name: This is required'],
      ['userLists', { userId: undefined }, 'body.userId: This is required'],
      ['userListItems', { userListId: MISSING }, `userListId: UserList ${MISSING} does not exist`],
      [
        'userListItems',
        { subjectType: 'Planet' },
        /^body\.subjectType: Invalid option: expected one of "Cuisine"\|"Establishment"/,
      ],
      ['userListItems', { subjectId: undefined }, 'body.subjectId: This is required'],
      ['destinationSubscriptions', { destinationId: MISSING }, `destinationId: Destination ${MISSING} does not exist`],
      ['destinationSubscriptions', { userId: MISSING }, `userId: User ${MISSING} does not exist`],
      ['destinationSubscriptions', { endDate: 'soon' }, 'body.endDate: Invalid value'],
      ['destinationTransactions', { userId: MISSING }, `userId: User ${MISSING} does not exist`],
      [
        'destinationTransactions',
        { destinationPackId: MISSING },
        `destinationPackId: DestinationPack ${MISSING} does not exist`,
      ],
      ['destinationTransactions', { couponId: MISSING }, `couponId: Coupon ${MISSING} does not exist`],
      ['destinationTransactions', { amount: -1 }, 'body.amount: Too small: expected number to be >=0'],
    ];
    for (const [path, change, message] of refusals) {
      const what = `${path} ${JSON.stringify(change)}`;
      const count = async () => (await call('GET', `/api/${path}/count`)).body.count as number;
      const before = await count();
      const res = await call('POST', `/api/${path}`, { ...rows[path].body, ...change });
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(400);
      if (typeof message === 'string') expect(res.body.error.message, what).toBe(message);
      else expect(res.body.error.message, what).toMatch(message);
      // The field is marked for a form, as validation marks it.
      const field = Object.keys(change)[0];
      expect(
        res.body.error.details?.map((d: { path: string }) => d.path),
        what,
      ).toContain(field === 'claimedAt' ? '/' : `/${field}`);
      expect(await count(), what).toBe(before);
    }
  });
});
