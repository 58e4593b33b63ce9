import type { TCouponPackBenefitSummary } from '@mise/contracts/resources/coupon';

/**
 * '1 month', '15 months', '1 year'.
 * @example
 * amount(3, 'month') // '3 months'
 */
export function amount(value: number, unit: string): string {
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

/**
 * The pack benefit as the Details tab shows it (part 1 §2): the total (the WORLD pack's base duration plus the coupon's months)
 * and how it adds up.
 * @example
 * packBenefitText({ pack: { id: 2, name: 'World Pass', durationValue: 1, durationType: 'year' }, couponMonths: 3, totalMonths: 15 })
 * // { total: '15 months', breakdown: 'World Pass 1 year + 3 months from this coupon' }
 */
export function packBenefitText(summary: TCouponPackBenefitSummary | undefined): { total: string; breakdown: string } {
  const months = summary?.couponMonths ?? 0;
  const fromCoupon = `${amount(months, 'month')} from this coupon`;
  if (!summary?.pack)
    return {
      total: months > 0 ? amount(months, 'month') : 'None',
      breakdown: `No destination pack has the WORLD role; ${fromCoupon}`,
    };
  const base = `${summary.pack.name} ${amount(summary.pack.durationValue, summary.pack.durationType)}`;
  // Weeks and months do not add up exactly: the server gives no total then, so both parts are shown.
  const total =
    summary.totalMonths === null
      ? `${amount(summary.pack.durationValue, summary.pack.durationType)} + ${amount(months, 'month')}`
      : amount(summary.totalMonths, 'month');
  return { total, breakdown: `${base} + ${fromCoupon}` };
}
