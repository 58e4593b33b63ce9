import { isoToNewYorkWallTime, newYorkWallTimeToIso } from '@mise/contracts/common/new-york-time';
import {
  COUPON_MSG,
  COUPON_PACK_DURATION_TYPE,
  DISCOUNT_TYPES,
  type TPackBenefits,
  ZCouponRules,
} from '@mise/contracts/resources/coupon';
import { INVALID_VALUE } from '@mise/contracts/resources/part1-fields';
import { z } from 'zod';
import type { TCoupon } from './coupon-details-tab';

/** What POST / PATCH coupons is sent. */
export type TCouponBody = Pick<
  TCoupon,
  'name' | 'code' | 'discountType' | 'discountValue' | 'startDate' | 'endDate' | 'claimLimit' | 'packBenefits'
>;

/** The longest extra duration the contract accepts (ZPackBenefits). */
const MAX_PACK_MONTHS = 1200;

/** What the form's inputs hold: text as typed, dates as `datetime-local` New York wall times, extra WORLD pack months (empty: none). */
const zInput = z.string();
const ZFormValues = z.object({
  name: zInput,
  code: zInput,
  discountType: z.union([z.literal(''), z.enum(DISCOUNT_TYPES)]),
  discountValue: zInput,
  startDate: zInput,
  endDate: zInput,
  claimLimit: zInput,
  packMonths: zInput,
});
export type TCouponFormValues = z.infer<typeof ZFormValues>;

/** A typed number, or undefined when the box is empty (the contract then says 'This is required'). */
const typedNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));
/** A New York wall time as an ISO instant; what cannot be read is passed on as typed, so the contract calls it invalid. */
const typedDate = (text: string) => (text.trim() === '' ? undefined : (newYorkWallTimeToIso(text) ?? text));

/**
 * The coupon form's rules (part 1 §5), which are the contract's `ZCouponRules` run on the body the form would send, so every
 * message is the spec's and the server agrees. Two things are the form's own: an empty claim limit is sent as 0 (no limit) while a
 * typed 0 is 'Should be 1 or more', and the pack months become `packBenefits` on the WORLD pack.
 * @example
 * const schema = couponFormSchema(world?.id ?? null);
 * useForm({ resolver: zodResolver(schema), defaultValues: couponFormValues(coupon) });
 */
export function couponFormSchema(worldPackId: number | null) {
  return ZFormValues.transform((values, ctx): TCouponBody => {
    const issue = (path: keyof TCouponFormValues, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });

    const months = values.packMonths.trim();
    let packBenefits: TPackBenefits | null = null;
    if (months !== '') {
      const value = Number(months);
      if (!Number.isInteger(value) || value < 0 || value > MAX_PACK_MONTHS) issue('packMonths', INVALID_VALUE);
      else if (worldPackId === null)
        issue('packMonths', 'No destination pack has the WORLD role, so a coupon cannot extend one');
      else packBenefits = { durationValue: value, durationType: COUPON_PACK_DURATION_TYPE, packId: worldPackId };
    }

    const limitText = values.claimLimit.trim();
    const claimLimit = limitText === '' ? '' : Number(limitText);
    // The contract lets 0 through because an empty box is sent as 0; a 0 typed by hand is below the spec's minimum.
    if (claimLimit === 0) issue('claimLimit', COUPON_MSG.claimLimitMin);

    const parsed = ZCouponRules.safeParse({
      name: values.name,
      code: values.code,
      discountType: values.discountType === '' ? undefined : values.discountType,
      discountValue: typedNumber(values.discountValue),
      startDate: typedDate(values.startDate),
      endDate: values.endDate.trim() === '' ? null : typedDate(values.endDate),
      claimLimit,
      packBenefits,
    });
    if (!parsed.success) {
      for (const problem of parsed.error.issues) {
        const field = problem.path[0] === 'packBenefits' ? 'packMonths' : (problem.path[0] as keyof TCouponFormValues);
        issue(field, problem.message);
      }
      return z.NEVER;
    }
    const data = parsed.data;
    return {
      name: data.name,
      code: data.code,
      discountType: data.discountType,
      discountValue: data.discountValue,
      startDate: data.startDate.toISOString(),
      endDate: data.endDate ? data.endDate.toISOString() : null,
      claimLimit: data.claimLimit,
      packBenefits,
    };
  });
}

/**
 * The form's starting values: the coupon's, with its dates as New York wall times; or empty for a new coupon.
 * @example
 * couponFormValues({ startDate: '2027-01-15T15:00:00.000Z', … }).startDate // '2027-01-15T10:00'
 */
export function couponFormValues(coupon?: TCoupon): TCouponFormValues {
  if (!coupon)
    return {
      name: '',
      code: '',
      discountType: '',
      discountValue: '',
      startDate: '',
      endDate: '',
      claimLimit: '',
      packMonths: '',
    };
  return {
    name: coupon.name,
    code: coupon.code,
    discountType: coupon.discountType,
    discountValue: String(coupon.discountValue),
    startDate: isoToNewYorkWallTime(coupon.startDate),
    endDate: isoToNewYorkWallTime(coupon.endDate),
    // 0 is "no limit", which the form shows as an empty box.
    claimLimit: coupon.claimLimit > 0 ? String(coupon.claimLimit) : '',
    packMonths: coupon.packBenefits ? String(coupon.packBenefits.durationValue) : '',
  };
}
