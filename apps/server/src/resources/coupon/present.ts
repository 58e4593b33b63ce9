import { eq, inArray } from 'drizzle-orm';
import { WORLD_ROLE_NAME } from '@mise/contracts/resources/destination-pack';
import {
  COUPON_PACK_DURATION_TYPE,
  type TCouponPackBenefitSummary,
  type TPackBenefits,
} from '@mise/contracts/resources/coupon';
import type { couponClaimResource } from '@mise/contracts/resources/coupon-claim';
import type { couponResource } from '@mise/contracts/resources/coupon';
import type { TRecordRow } from '../../crud/model';
import type { Db } from '../../db/client';
import { destinationPacks } from '../../db/schema/destination-pack';
import { destinationTransactions } from '../../db/schema/destination-transaction';
import { users } from '../../db/schema/user';

type TWorldPack = NonNullable<TCouponPackBenefitSummary['pack']>;

const MONTHS_PER: Record<TWorldPack['durationType'], number | null> = { year: 12, month: 1, week: null };

/**
 * The pack benefit the Details tab shows: the WORLD pack's base duration plus the coupon's months (part 1 §2).
 * @example
 * packBenefitSummary({ id: 2, name: 'World', durationValue: 1, durationType: 'year' }, { durationValue: 3, durationType: 'month', packId: 2 })
 * // { pack: {…}, couponMonths: 3, totalMonths: 15 }
 */
export function packBenefitSummary(
  pack: TWorldPack | undefined,
  benefits: TPackBenefits | null | undefined,
): TCouponPackBenefitSummary {
  const couponMonths = benefits && benefits.durationType === COUPON_PACK_DURATION_TYPE ? benefits.durationValue : 0;
  if (!pack) return { pack: null, couponMonths, totalMonths: null };
  const perUnit = MONTHS_PER[pack.durationType];
  return { pack, couponMonths, totalMonths: perUnit === null ? null : pack.durationValue * perUnit + couponMonths };
}

/** Gives each included claim its user (name, e-mail) and its transaction's `created`: two queries per page, whatever its size. */
async function decorateClaims(db: Db, claims: TRecordRow<typeof couponClaimResource>[]) {
  const userIds = [...new Set(claims.map((c) => c.userId).filter((v): v is number => typeof v === 'number'))];
  const transactionIds = [
    ...new Set(claims.map((c) => c.transactionId).filter((v): v is number => typeof v === 'number')),
  ];
  const [people, transactions] = await Promise.all([
    userIds.length === 0
      ? []
      : db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, userIds)),
    transactionIds.length === 0
      ? []
      : db
          .select({ id: destinationTransactions.id, created: destinationTransactions.created })
          .from(destinationTransactions)
          .where(inArray(destinationTransactions.id, transactionIds)),
  ]);
  const userById = new Map(people.map((u) => [u.id, u]));
  const transactionById = new Map(transactions.map((t) => [t.id, t]));
  for (const claim of claims) {
    // A nested include may have answered these already.
    if (!('user' in claim)) claim.user = (claim.userId === undefined ? undefined : userById.get(claim.userId)) ?? null;
    if (!('transactionData' in claim))
      claim.transactionData = (claim.transactionId ? transactionById.get(claim.transactionId) : undefined) ?? null;
  }
}

/** Adds `packBenefitSummary` to each coupon (when its packBenefits was read) and details to included claims. */
export async function presentCoupons(
  db: Db,
  rows: TRecordRow<typeof couponResource>[],
): Promise<TRecordRow<typeof couponResource>[]> {
  // Included claims are coupon-claim rows (the `claims` relation).
  const claims = rows.flatMap((row) =>
    Array.isArray(row.claims) ? (row.claims as TRecordRow<typeof couponClaimResource>[]) : [],
  );
  const needsPack = rows.some((row) => 'packBenefits' in row);
  const [world] = await Promise.all([
    needsPack
      ? db
          .select({
            id: destinationPacks.id,
            name: destinationPacks.name,
            durationValue: destinationPacks.durationValue,
            durationType: destinationPacks.durationType,
          })
          .from(destinationPacks)
          .where(eq(destinationPacks.roleName, WORLD_ROLE_NAME))
          .limit(1)
      : [],
    claims.length > 0 ? decorateClaims(db, claims) : undefined,
  ]);
  for (const row of rows) {
    if ('packBenefits' in row) row.packBenefitSummary = packBenefitSummary(world[0], row.packBenefits);
  }
  return rows;
}
