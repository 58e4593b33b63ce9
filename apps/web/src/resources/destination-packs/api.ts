import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { resourceKeys } from '../../components/resource/query-keys';

/** API model path of destination packs. */
export const PACKS_PATH = 'destinationPacks';
export const packKeys = resourceKeys(PACKS_PATH);
/** Server-fetched list page size; a pack's cities page at 21 (part 1 §9). */
export const PACK_PAGE_SIZE = 20;
export const PACK_CITIES_PAGE_SIZE = 21;

export type TPack = {
  id: number;
  name: string;
  currencySymbol: string;
  currencyValue: number;
  durationValue: number;
  durationType: 'year' | 'month' | 'week';
  roleName: string | null;
  created: string;
  updated: string;
};

/** Toasts of part 1 §8 (destination pack) and the generic delete. */
export const PACK_MSG = {
  added: 'Add Destination Successful',
  edited: 'Edit Destination Successful',
  failed: 'Add/Edit Destination Unsuccessful',
  deleted: 'Item Deleted Successfully',
  deleteFailed: 'Item Delete Unsuccessful',
} as const;

/**
 * The subscription price as the spec shows it (part 1 §9): symbol, value, 'per', duration value and type.
 * @example
 * packPrice({ currencySymbol: '$', currencyValue: 29, durationValue: 1, durationType: 'month' }) // '$29 per 1 month'
 */
export function packPrice(pack: Pick<TPack, 'currencySymbol' | 'currencyValue' | 'durationValue' | 'durationType'>): string {
  return `${pack.currencySymbol ?? ''}${pack.currencyValue} per ${pack.durationValue} ${pack.durationType}`;
}

/**
 * One pack (GET destinationPacks/{id}) under `['destinationPacks', 'detail', id]`.
 * @example
 * const { data: pack } = usePack(2);
 */
export function usePack(id: number) {
  return useQuery({
    queryKey: packKeys.detail(id),
    queryFn: ({ signal }) => api.get<TPack>(`${PACKS_PATH}/${id}`, undefined, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}
