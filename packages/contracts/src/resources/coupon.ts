import { z } from 'zod';
import { defineResource, many } from '../common/resource';
import { zPublishable, zRefId, zText, zTimestamps } from '../common/fields';
import { MSG } from '../common/messages';
import { DURATION_TYPES } from './destination-pack';
import { INVALID_VALUE, optionalDate, requiredDate, requiredNumber, requiredText } from './part1-fields';

/** discountType options (part 1 §9). */
export const DISCOUNT_TYPES = ['percent', 'flat'] as const;
export type TDiscountType = (typeof DISCOUNT_TYPES)[number];
/** How staff read a discount type (the app constants' labels); the stored value stays lower case. */
export const DISCOUNT_TYPE_LABELS: Record<TDiscountType, string> = { percent: 'Percent', flat: 'Flat' };
/** Coupon dates are entered and shown in New York time (part 1 §5, §9). */
export const COUPON_TIME_ZONE = 'America/New_York';
/** The coupon's extra pack duration is counted in months (part 1 §9). */
export const COUPON_PACK_DURATION_TYPE = 'month';

/** Coupon messages, exactly as part 1 §5 writes them. */
export const COUPON_MSG = {
  claimLimitMin: 'Should be 1 or more',
  endBeforeStart: 'End date cannot be less than start date',
  greaterThanZero: 'Should be greater than 0',
  percentMax: 'Should be less than equal to 100',
  flatInteger: 'Should be an integer',
} as const;

/** Extra months on the WORLD pack a claim grants (part 1 §3). */
export const ZPackBenefits = z.strictObject({
  durationValue: z.number().int().min(0).max(1200),
  durationType: z.literal(COUPON_PACK_DURATION_TYPE),
  packId: zRefId,
});
export type TPackBenefits = z.infer<typeof ZPackBenefits>;

/**
 * What the Details tab shows as the pack benefit (part 1 §2): the WORLD pack's base duration plus the coupon's months.
 * Answered as `packBenefitSummary` on every coupon the API answers. `pack` is null when no pack has the WORLD role;
 * `totalMonths` is null then, and when the pack counts in weeks (weeks and months do not add up exactly).
 * @example
 * { pack: { id: 2, name: 'World', durationValue: 1, durationType: 'year' }, couponMonths: 3, totalMonths: 15 }
 */
export const ZCouponPackBenefitSummary = z.object({
  pack: z
    .object({
      id: z.number().int(),
      name: z.string(),
      durationValue: z.number().int(),
      durationType: z.enum(DURATION_TYPES),
    })
    .nullable(),
  couponMonths: z.number().int(),
  totalMonths: z.number().int().nullable(),
});
export type TCouponPackBenefitSummary = z.infer<typeof ZCouponPackBenefitSummary>;

/**
 * A claim as `include: 'claims'` answers it: the claimer's name and e-mail and the claim's transaction (its `created`
 * is the claim date-time the Claimed tab shows); either is null when that row is gone.
 * @example
 * { id: 9, couponId: 1, userId: 4, transactionId: 12, user: { id: 4, name: 'Ana', email: 'ana@example.com' }, transactionData: { id: 12, created: '2026-11-02T10:00:00.000Z' } }
 */
export const ZCouponClaimAnswer = z.object({
  id: z.number().int(),
  couponId: z.number().int(),
  userId: z.number().int(),
  transactionId: z.number().int().nullable(),
  created: z.date(),
  user: z.object({ id: z.number().int(), name: z.string().nullable(), email: z.string() }).nullable(),
  transactionData: z.object({ id: z.number().int(), created: z.date() }).nullable(),
});
export type TCouponClaimAnswer = z.infer<typeof ZCouponClaimAnswer>;

/** Coupon, part 1 §3. Claims are the `claims` relation. */
export const ZCoupon = z.object({
  ...zTimestamps,
  name: z.string(),
  code: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.number(),
  startDate: z.date(),
  endDate: z.date().nullable(),
  claimLimit: z.number().int(),
  ...zPublishable,
  notes: z.string().nullable(),
  packBenefits: ZPackBenefits.nullable(),
  deleted: z.boolean(),
});
export type TCoupon = z.infer<typeof ZCoupon>;

/** A coupon as the API answers it: the columns, the computed pack benefit, and the claims when included. */
export const ZCouponAnswer = ZCoupon.extend({
  packBenefitSummary: ZCouponPackBenefitSummary,
  claims: z.array(ZCouponClaimAnswer).optional(),
});
export type TCouponAnswer = z.infer<typeof ZCouponAnswer>;

/**
 * 0 means "no limit": the form sends an empty claim limit as 0.
 * refine, not .int(): a failed .int() aborts the parse and would hide the cross-field errors.
 */
const zClaimLimit = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : v),
  z
    .number({ error: INVALID_VALUE })
    .refine((v) => Number.isInteger(v) && v <= 2147483647, INVALID_VALUE)
    .refine((v) => v === 0 || v >= 1, COUPON_MSG.claimLimitMin),
);

const couponFields = {
  name: requiredText(MSG.isRequired),
  code: requiredText(MSG.isRequired, 64),
  discountType: z.enum(DISCOUNT_TYPES, {
    error: (iss) =>
      iss.input === undefined || iss.input === null || iss.input === '' ? MSG.isRequired : INVALID_VALUE,
  }),
  discountValue: requiredNumber(MSG.isRequired).gt(0, COUPON_MSG.greaterThanZero),
  startDate: requiredDate(MSG.isRequired),
  endDate: optionalDate(),
  claimLimit: zClaimLimit,
  notes: zText.nullable().optional(),
  packBenefits: ZPackBenefits.nullable().optional(),
};

type TCouponRuleInput = { discountType?: unknown; discountValue?: unknown; startDate?: unknown; endDate?: unknown };

/**
 * The rules that span fields. Runs even when other fields failed, so a form shows every error at once;
 * hence it checks types itself. A PATCH carries only some fields: check the merged row with this too.
 */
export function checkCouponRules(
  value: TCouponRuleInput,
  ctx: { addIssue: (issue: { code: 'custom'; message: string; path: string[]; input?: unknown }) => void },
) {
  // The object check may have failed on a non-object body; then there is nothing to compare.
  if (!value || typeof value !== 'object') return;
  const { discountType, discountValue, startDate, endDate } = value;
  if (startDate instanceof Date && endDate instanceof Date && endDate.getTime() < startDate.getTime()) {
    ctx.addIssue({ code: 'custom', message: COUPON_MSG.endBeforeStart, path: ['endDate'], input: endDate });
  }
  if (typeof discountValue === 'number' && discountValue > 0) {
    if (discountType === 'percent' && discountValue > 100) {
      ctx.addIssue({ code: 'custom', message: COUPON_MSG.percentMax, path: ['discountValue'], input: discountValue });
    }
    if (discountType === 'flat' && !Number.isInteger(discountValue)) {
      ctx.addIssue({ code: 'custom', message: COUPON_MSG.flatInteger, path: ['discountValue'], input: discountValue });
    }
  }
}

const always = { when: () => true };

/** The coupon form's rules; extra keys a form carries are ignored. */
export const ZCouponRules = z.object(couponFields).superRefine(checkCouponRules, always);

export const ZCouponCreate = z.strictObject(couponFields).superRefine(checkCouponRules, always);
export const ZCouponUpdate = z
  .strictObject({
    name: couponFields.name.optional(),
    code: couponFields.code.optional(),
    discountType: couponFields.discountType.optional(),
    discountValue: couponFields.discountValue.optional(),
    startDate: couponFields.startDate.optional(),
    endDate: couponFields.endDate,
    claimLimit: couponFields.claimLimit.optional(),
    notes: couponFields.notes,
    packBenefits: couponFields.packBenefits,
    /** false takes a coupon out of the trash (DELETE /Coupons/trash puts it there). */
    deleted: z.boolean().optional(),
  })
  .superRefine(checkCouponRules, always);

/** DELETE /Coupons/trash: moves coupons to the trash (deleted = true), from which they can be restored. */
export const ZCouponTrash = z.strictObject({ ids: z.array(zRefId).min(1).max(500) });
/** How many coupons went to the trash. */
export const ZCouponTrashResult = z.object({ count: z.number().int() });

export const couponResource = defineResource({
  model: 'Coupon',
  path: 'coupons',
  record: ZCoupon,
  create: ZCouponCreate,
  update: ZCouponUpdate,
  filterable: [
    'id',
    'name',
    'code',
    'discountType',
    'isPublished',
    'startDate',
    'endDate',
    'claimLimit',
    'created',
    'updated',
  ],
  sortable: ['id', 'name', 'code', 'startDate', 'endDate', 'created', 'updated'],
  searchable: ['name', 'code'],
  relations: { claims: many('CouponClaim') },
  traits: { publish: true, softDelete: true },
});
