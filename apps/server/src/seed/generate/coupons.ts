import * as s from '../../db/schema/index';
import { Batcher } from '../bulk-insert';
import { COUPON_NAMES, asciiWord } from '../names';
import { DAY_MS, type TRowOf, type TSeedContext } from './context';
import type { TPacks } from './packs';

/** Coupons (percent or flat, some granting World Pass time); returns their ids. */
export async function seedCoupons(ctx: TSeedContext, packs: TPacks): Promise<number[]> {
  const { now, iso } = ctx;
  const rng = ctx.rngFor('coupons');
  const couponIds: number[] = [];
  const rows: TRowOf<typeof s.coupons>[] = [];
  for (let i = 0; i < ctx.size.coupons; i++) {
    const id = ctx.base.coupons + 1 + i;
    const percent = rng.chance(0.6);
    const value = percent ? rng.pick([5, 10, 15, 20, 25, 30, 50]) : rng.int(5, 50);
    const label = COUPON_NAMES[i % COUPON_NAMES.length];
    const start = now - rng.int(-30, 180) * DAY_MS;
    const published = rng.chance(0.5);
    couponIds.push(id);
    rows.push({
      id,
      name: `${label} ${percent ? `${value}%` : `$${value} off`}`,
      code: `${asciiWord(label).toUpperCase().slice(0, 8)}${value}${i >= COUPON_NAMES.length ? `-${(i + 1).toString(36).toUpperCase()}` : ''}`,
      discountType: percent ? 'percent' : 'flat',
      discountValue: value,
      startDate: iso(start),
      endDate: rng.chance(0.7) ? iso(start + rng.int(30, 365) * DAY_MS) : null,
      claimLimit: rng.chance(0.5) ? 0 : rng.int(10, 1000),
      isPublished: published,
      notes: rng.chance(0.2) ? 'Partner campaign; check with marketing before extending.' : null,
      packBenefits: rng.chance(0.4)
        ? { durationValue: rng.int(1, 6), durationType: 'month', packId: packs.worldId }
        : null,
      deleted: !published && i > 0 && rng.chance(0.08),
      created: iso(start - rng.int(1, 30) * DAY_MS),
      updated: iso(start),
    });
  }
  await ctx.writeAll(s.coupons, rows);
  return couponIds;
}

/** Pack transactions: size.claims coupon claims (free, each with its coupon_claims row), then size.purchases purchases. */
export async function seedPurchasesAndClaims(
  ctx: TSeedContext,
  packs: TPacks,
  couponIds: readonly number[],
): Promise<void> {
  const { size, writer } = ctx;
  const rng = ctx.rngFor('transactions');
  const transactions = new Batcher<TRowOf<typeof s.destinationTransactions>>(writer, s.destinationTransactions);
  const claims = new Batcher<TRowOf<typeof s.couponClaims>>(writer, s.couponClaims);
  const total = size.claims + size.purchases;
  for (let i = 0; i < total; i++) {
    const id = ctx.base.destination_transactions + 1 + i;
    const user = ctx.userId(rng.int(0, size.users - 1));
    const isClaim = i < size.claims;
    const coupon = isClaim ? rng.pick(couponIds) : null;
    const created = ctx.iso(ctx.pastDate(rng, 365));
    transactions.push({
      id,
      userId: user,
      destinationIds: rng.distinctInts(0, size.cities - 1, rng.int(1, 2)).map(ctx.cityId),
      destinationPackId: rng.chance(0.5) ? packs.worldId : (rng.pick(packs.rows).id as number),
      couponId: coupon,
      amount: isClaim ? 0 : rng.pick([19, 24, 29, 39, 79]),
      created,
      updated: created,
    });
    if (coupon !== null) claims.push({ couponId: coupon, userId: user, transactionId: id, created, updated: created });
  }
  await transactions.end();
  await writer.flush();
  await claims.end();
  ctx.count(s.destinationTransactions, transactions.count);
  ctx.count(s.couponClaims, claims.count);
  ctx.progress('coupons', size.coupons, size.coupons);
}
