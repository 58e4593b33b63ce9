import { useResourceSave } from '../../components/resource/use-resource-save';
import { COUPON_TOAST, COUPONS_PATH, type TCoupon } from './api';
import type { TCouponBody } from './coupon-form-schema';

/**
 * Saves the coupon form: POST coupons (then opens the new coupon; the Coupon total rises) or PATCH coupons/{id},
 * with the coupon toasts of part 1 §8.
 * @example
 * const save = useCouponSave(coupon, close);
 * save.mutate(body);
 */
export function useCouponSave(coupon: TCoupon | undefined, onDone: () => void) {
  return useResourceSave<TCouponBody>({
    path: COUPONS_PATH,
    item: coupon,
    messages: COUPON_TOAST,
    createdPath: (id) => `/dashboard/coupons/${id}/details`,
    affectsSummary: true,
    onDone,
  });
}
