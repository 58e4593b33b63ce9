import type { TPicture } from '@mise/contracts/common/picture';
import { useQuery } from '@tanstack/react-query';
import { resourceKeys } from '../../components/resource/query-keys';
import { api } from '../../lib/api-client';

/** API model path of quotes. */
export const QUOTES_PATH = 'quotes';
export const quoteKeys = resourceKeys(QUOTES_PATH);
/** Server-fetched list page size (part 1 §9). */
export const QUOTE_PAGE_SIZE = 20;

/** A quote as the API answers it (part 1 §3); `_pictures[].desktop` false means Mobile. */
export type TQuote = {
  id: number;
  title: string;
  isPublished: boolean;
  _pictures: TPicture[];
  created: string;
  updated: string;
};

/** Toasts of part 1 §8 (item forms, generic delete). */
export const QUOTE_MSG = {
  added: 'Item added successfully',
  edited: 'Item edited successfully',
  deleted: 'Item Deleted Successfully',
  deleteFailed: 'Item Delete Unsuccessful',
  deleteQuestion: 'Are you sure you want to delete this quote?',
} as const;

/**
 * One quote (GET quotes/{id}) under `['quotes', 'detail', id]`.
 * @example
 * const { data: quote } = useQuote(3);
 */
export function useQuote(id: number) {
  return useQuery({
    queryKey: quoteKeys.detail(id),
    queryFn: ({ signal }) => api.get<TQuote>(`${QUOTES_PATH}/${id}`, undefined, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}
