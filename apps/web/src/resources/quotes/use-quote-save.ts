import { useResourceSave } from '../../components/resource/use-resource-save';
import { QUOTE_MSG, QUOTES_PATH, type TQuote } from './api';

export type TQuoteBody = { title: string };

/**
 * Saves the quote form: POST quotes (then opens the new quote's details) or PATCH quotes/{id}. 'Item added successfully' /
 * 'Item edited successfully'; a failure shows the server's message (part 1 §8 gives none for item forms).
 * @example
 * const save = useQuoteSave(quote, close);
 * save.mutate({ title: 'Eat where the locals queue.' });
 */
export function useQuoteSave(quote: TQuote | undefined, onDone: () => void) {
  return useResourceSave<TQuoteBody>({ path: QUOTES_PATH, item: quote, messages: QUOTE_MSG, createdPath: (id) => `/dashboard/quotes/${id}/details`, onDone });
}
