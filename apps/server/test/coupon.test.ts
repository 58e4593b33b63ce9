import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COUPON_MSG, type TCouponAnswer } from '@mise/contracts/resources/coupon';
import { couponClaims } from '../src/db/schema/coupon-claim';
import { destinationTransactions } from '../src/db/schema/destination-transaction';
import { users } from '../src/db/schema/user';
import { GUIDE_USER, setupApp, staffCalls } from './helper';

describe('coupons', async () => {
  const t = await setupApp();
  const { call, q } = staffCalls(t);
  let codes = 0;
  const coupon = async (body: Record<string, unknown> = {}) => {
    codes += 1;
    const res = await call('POST', '/api/coupons', {
      name: `Coupon ${codes}`,
      code: `CODE${codes}`,
      discountType: 'percent',
      discountValue: 20,
      startDate: '2026-12-01T05:00:00.000Z',
      endDate: '2026-12-31T05:00:00.000Z',
      claimLimit: 10,
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as TCouponAnswer;
  };
  const get = async (id: number, filter?: unknown) =>
    call('GET', `/api/coupons/${id}${filter === undefined ? '' : `?filter=${q(filter)}`}`);
  const listIds = async () =>
    ((await call('GET', `/api/coupons?filter=${q({ order: 'name ASC', limit: 20 })}`)).body as { id: number }[]).map(
      (c) => c.id,
    );
  const count = async () => (await call('GET', '/api/coupons/count')).body.count as number;

  describe('rules', () => {
    it('should refuse a percent over 100 on create, with the form message', async () => {
      const res = await call('POST', '/api/coupons', {
        name: 'Too much',
        code: 'TOOMUCH',
        discountType: 'percent',
        discountValue: 150,
        startDate: '2026-12-01',
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(COUPON_MSG.percentMax);
      expect((await call('GET', `/api/coupons/count?where=${q({ code: 'TOOMUCH' })}`)).body.count).toBe(0);
    });

    it('should check a PATCH against the stored coupon: a percent of 150 is a 400 and nothing changes', async () => {
      const c = await coupon({ discountType: 'percent', discountValue: 20 });
      const res = await call('PATCH', `/api/coupons/${c.id}`, { discountValue: 150 });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(`body.discountValue: ${COUPON_MSG.percentMax}`);
      expect((await get(c.id)).body.discountValue).toBe(20);
      const ok = await call('PATCH', `/api/coupons/${c.id}`, { discountValue: 100 });
      expect(ok.status).toBe(200);
      expect(ok.body.discountValue).toBe(100);
    });

    it('should refuse switching a flat coupon of 150 to percent, and a fractional flat amount', async () => {
      const c = await coupon({ discountType: 'flat', discountValue: 150 });
      const toPercent = await call('PATCH', `/api/coupons/${c.id}`, { discountType: 'percent' });
      expect(toPercent.status).toBe(400);
      expect(toPercent.body.error.message).toContain(COUPON_MSG.percentMax);
      const fraction = await call('PATCH', `/api/coupons/${c.id}`, { discountValue: 2.5 });
      expect(fraction.status).toBe(400);
      expect(fraction.body.error.message).toContain(COUPON_MSG.flatInteger);
      expect((await get(c.id)).body).toMatchObject({ discountType: 'flat', discountValue: 150 });
    });

    it('should refuse an end date before the stored start date, and a start date after the stored end date', async () => {
      const c = await coupon({ startDate: '2026-12-10T05:00:00.000Z', endDate: '2026-12-20T05:00:00.000Z' });
      const early = await call('PATCH', `/api/coupons/${c.id}`, { endDate: '2026-12-01T05:00:00.000Z' });
      expect(early.status).toBe(400);
      expect(early.body.error.message).toBe(`body.endDate: ${COUPON_MSG.endBeforeStart}`);
      const late = await call('PATCH', `/api/coupons/${c.id}`, { startDate: '2026-12-25T05:00:00.000Z' });
      expect(late.status).toBe(400);
      expect(late.body.error.message).toContain(COUPON_MSG.endBeforeStart);
      const same = await call('PATCH', `/api/coupons/${c.id}`, { endDate: '2026-12-10T05:00:00.000Z' });
      expect(same.status, 'an end date equal to the start date is allowed').toBe(200);
    });

    it('should still publish a coupon (a PATCH that touches no rule field)', async () => {
      const c = await coupon();
      const res = await call('POST', `/api/coupons/${c.id}/publish`, { publish: true });
      expect(res.status).toBe(200);
      expect(res.body.isPublished).toBe(true);
    });
  });

  describe('trash', () => {
    it('should move several coupons to the trash at once, out of lists and counts', async () => {
      const [a, b, keep] = [await coupon(), await coupon(), await coupon()];
      const before = await count();
      const res = await call('DELETE', '/api/Coupons/trash', { ids: [a.id, b.id] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ count: 2 });
      const ids = await listIds();
      expect(ids).not.toContain(a.id);
      expect(ids).not.toContain(b.id);
      expect(ids).toContain(keep.id);
      expect(await count()).toBe(before - 2);
      expect((await get(a.id)).status).toBe(404);
      const trashed = (await call('GET', `/api/coupons?filter=${q({ where: { deleted: true } })}`)).body as {
        id: number;
      }[];
      expect(trashed.map((c) => c.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    });

    it('should restore a trashed coupon with PATCH {deleted: false}', async () => {
      const c = await coupon();
      expect((await call('DELETE', '/api/coupons/trash', { ids: [c.id] })).status).toBe(200);
      const res = await call('PATCH', `/api/coupons/${c.id}`, { deleted: false });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.deleted).toBe(false);
      expect(await listIds()).toContain(c.id);
      expect((await get(c.id)).status).toBe(200);
    });

    it('should trash nothing when one id is unknown or already trashed, and name it', async () => {
      const [live, gone] = [await coupon(), await coupon()];
      expect((await call('DELETE', '/api/coupons/trash', { ids: [gone.id] })).status).toBe(200);
      const res = await call('DELETE', '/api/coupons/trash', { ids: [live.id, gone.id, 999_999] });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toContain(`${gone.id}, 999999`);
      expect((await get(live.id)).status, 'the live coupon was not trashed').toBe(200);
    });

    it('should refuse an empty or malformed id list', async () => {
      expect((await call('DELETE', '/api/coupons/trash', { ids: [] })).status).toBe(400);
      expect((await call('DELETE', '/api/coupons/trash', { ids: ['x'] })).status).toBe(400);
      expect((await call('DELETE', '/api/coupons/trash', {})).status).toBe(400);
    });
  });

  describe('details', () => {
    it("should show the pack benefit: the WORLD pack's base duration plus the coupon's months", async () => {
      const c = await coupon({ packBenefits: null });
      expect((await get(c.id)).body.packBenefitSummary).toEqual({ pack: null, couponMonths: 0, totalMonths: null });

      const pack = await call('POST', '/api/destinationPacks', {
        name: 'World',
        currencyValue: 99,
        durationValue: 1,
        durationType: 'year',
        roleName: 'WORLD',
      });
      expect(pack.status, JSON.stringify(pack.body)).toBe(200);
      const withMonths = await coupon({
        packBenefits: { durationValue: 3, durationType: 'month', packId: pack.body.id },
      });
      expect(withMonths.packBenefitSummary).toEqual({
        pack: { id: pack.body.id, name: 'World', durationValue: 1, durationType: 'year' },
        couponMonths: 3,
        totalMonths: 15,
      });
      expect((await get(withMonths.id)).body.packBenefitSummary.totalMonths).toBe(15);

      expect(
        (await call('PATCH', `/api/destinationPacks/${pack.body.id}`, { durationValue: 2, durationType: 'month' }))
          .status,
      ).toBe(200);
      expect((await get(withMonths.id)).body.packBenefitSummary.totalMonths).toBe(5);
      expect((await call('PATCH', `/api/destinationPacks/${pack.body.id}`, { durationType: 'week' })).status).toBe(200);
      expect((await get(withMonths.id)).body.packBenefitSummary).toMatchObject({ couponMonths: 3, totalMonths: null });
    });

    it("should give each claim its user's name and e-mail and its transaction's date", async () => {
      const c = await coupon();
      const [guide] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, GUIDE_USER.email));
      const paid = new Date('2026-11-02T10:00:00.000Z');
      const [transaction] = await t.database.db
        .insert(destinationTransactions)
        .values({ userId: guide.id, couponId: c.id, created: paid, updated: paid })
        .returning({ id: destinationTransactions.id });
      await t.database.db.insert(couponClaims).values([
        { couponId: c.id, userId: guide.id, transactionId: transaction.id },
        { couponId: c.id, userId: guide.id, transactionId: null },
      ]);
      const res = await get(c.id, { include: 'claims' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const claims = (res.body as TCouponAnswer).claims ?? [];
      expect(claims).toHaveLength(2);
      expect(claims[0]).toMatchObject({
        userId: guide.id,
        user: { id: guide.id, name: 'Guide User', email: GUIDE_USER.email },
        transactionData: { id: transaction.id, created: paid.toISOString() },
      });
      expect(claims[1]).toMatchObject({ user: { email: GUIDE_USER.email }, transactionData: null });
      // The claim rows themselves answer no secret of the user.
      expect(JSON.stringify(claims)).not.toContain('password');
    });
  });

  it('should refuse change-order on the claims, which are kept in id order and have no position to move', async () => {
    const { id } = await coupon();
    const res = await call('PATCH', `/api/coupons/${id}/claims/1/change-order`, { order: 1 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Coupon.claims has no order to change');
  });
});
