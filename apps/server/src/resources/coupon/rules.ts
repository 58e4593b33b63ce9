import { eq } from 'drizzle-orm';
import { checkCouponRules } from '@mise/contracts/resources/coupon';
import type { couponResource } from '@mise/contracts/resources/coupon';
import type { TWriteContext, TWriteValues } from '../../crud/model';
import { coupons } from '../../db/schema/coupon';
import { badRequest } from '../../lib/http-error';

const RULE_FIELDS = ['discountType', 'discountValue', 'startDate', 'endDate'] as const;

/**
 * The coupon form's cross-field rules, on the row as it will be stored. The PATCH body alone passed them already, but a
 * PATCH names only some fields: {discountValue: 150} is fine on its own and wrong on a percent coupon. The stored row is
 * read inside the write's transaction and locked, so a concurrent change cannot slip between the check and the write.
 * @example
 * await checkMergedCouponRules({ discountValue: 150 }, { db: tx, id: 7 }) // 400 'body.discountValue: Should be less than equal to 100' on a percent coupon
 */
export async function checkMergedCouponRules(
  values: TWriteValues<typeof couponResource>,
  { db, id }: TWriteContext,
): Promise<TWriteValues<typeof couponResource>> {
  if (id === undefined || !RULE_FIELDS.some((field) => field in values)) return values;
  const [stored] = await db
    .select({
      discountType: coupons.discountType,
      discountValue: coupons.discountValue,
      startDate: coupons.startDate,
      endDate: coupons.endDate,
    })
    .from(coupons)
    .where(eq(coupons.id, id))
    .for('update')
    .limit(1);
  // A missing coupon is the write's own 404.
  if (!stored) return values;
  const issues: { path: string; message: string }[] = [];
  checkCouponRules(
    { ...stored, ...values },
    { addIssue: (issue) => issues.push({ path: issue.path.join('.'), message: issue.message }) },
  );
  if (issues.length > 0) {
    throw badRequest(
      issues.map((i) => `body.${i.path}: ${i.message}`).join('; '),
      issues.map((i) => ({ path: `/${i.path}`, message: i.message })),
    );
  }
  return values;
}
