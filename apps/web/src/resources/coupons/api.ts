import type { TCouponPackBenefitSummary, TDiscountType, TPackBenefits } from '@mise/contracts/resources/coupon';
import { WORLD_ROLE_NAME } from '@mise/contracts/resources/destination-pack';
import { useQuery } from '@tanstack/react-query';
import { resourceKeys } from '../../components/resource/query-keys';
import { api } from '../../lib/api-client';

/** API model path of coupons. */
export const COUPONS_PATH = 'coupons';
export const couponKeys = resourceKeys(COUPONS_PATH);
/** Server-fetched list page size (part 1 §9). */
export const COUPON_PAGE_SIZE = 20;

/** A coupon as the API answers it (part 1 §3, contract `ZCouponAnswer`), dates as ISO strings. */
export type TCoupon = {
  id: number;
  name: string;
  code: string;
  discountType: TDiscountType;
  discountValue: number;
  startDate: string;
  endDate: string | null;
  /** 0 means no limit. */
  claimLimit: number;
  isPublished: boolean;
  notes: string | null;
  packBenefits: TPackBenefits | null;
  packBenefitSummary?: TCouponPackBenefitSummary;
  counts?: { claims?: number };
  created: string;
  updated: string;
};

/** One claim as `include: 'claims'` answers it: the claimer and the claim's transaction (its `created` is the claim time). */
export type TCouponClaim = {
  id: number;
  userId: number;
  created: string;
  user: { id: number; name: string | null; email: string } | null;
  transactionData: { id: number; created: string } | null;
};

/** Toasts of part 1 §8 (coupon, generic delete). */
export const COUPON_TOAST = {
  added: 'Coupon Added successfully',
  edited: 'Coupon edited successfully',
  failed: 'Coupon add / edit failed',
  deleted: 'Item Deleted Successfully',
  deleteFailed: 'Item Delete Unsuccessful',
} as const;

/**
 * One coupon with its claim count (GET coupons/{id} with includeCount) under `['coupons', 'detail', id]`.
 * @example
 * const { data: coupon } = useCoupon(4);
 */
export function useCoupon(id: number) {
  return useQuery({
    queryKey: couponKeys.detail(id),
    queryFn: ({ signal }) => api.get<TCoupon>(`${COUPONS_PATH}/${id}`, { filter: { includeCount: true } }, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/**
 * A coupon's claims, each with its user and transaction (GET coupons/{id} including claims), newest first.
 * @example
 * const { data: claims = [] } = useCouponClaims(4);
 */
export function useCouponClaims(id: number) {
  return useQuery({
    queryKey: [...couponKeys.detail(id), 'claims'],
    queryFn: async ({ signal }) => {
      const coupon = await api.get<{ claims?: TCouponClaim[] }>(`${COUPONS_PATH}/${id}`, { filter: { include: 'claims' } }, signal);
      return [...(coupon.claims ?? [])].sort((a, b) => claimTime(b).localeCompare(claimTime(a)) || b.id - a.id);
    },
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** When the claim was made: its transaction's time, or the claim row's own when the transaction is gone. */
export function claimTime(claim: TCouponClaim): string {
  return claim.transactionData?.created ?? claim.created;
}

export type TWorldPack = { id: number; name: string; durationValue: number; durationType: 'year' | 'month' | 'week' };

/**
 * The pack whose role name is WORLD, whose duration coupons extend (part 1 §6); null when there is none.
 * @example
 * const { data: world } = useWorldPack();
 */
export function useWorldPack() {
  return useQuery({
    queryKey: ['destinationPacks', 'world'],
    queryFn: async ({ signal }) => {
      const filter = { where: { roleName: WORLD_ROLE_NAME }, limit: 1, fields: ['id', 'name', 'durationValue', 'durationType'] };
      const [pack] = await api.get<TWorldPack[]>('destinationPacks', { filter }, signal);
      return pack ?? null;
    },
    staleTime: 60_000,
  });
}
