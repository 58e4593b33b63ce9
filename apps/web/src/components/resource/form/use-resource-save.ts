import { type MutateOptions, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../feedback/toast';
import { ApiError } from '../../../lib/api-client';
import { resourceClientFor, resourceNamed } from '../../../lib/client';
import { actionKeys } from '../../../lib/idempotency-key';
import { invalidateSummary } from '../../../lib/summary';
import { resourceKeys } from '../area/query-keys';

/** What a save answers: the saved row, with its id (a new item opens by it). */
type TSavedRow = { id: number } & Record<string, unknown>;

/** `failed` for an add and, unless `editFailed` words it apart (a cuisine's update), for an edit too. */
export type TSaveMessages = { added: string; edited: string; failed?: string; editFailed?: string };

export type TResourceSaveOptions = {
  /** API model path ('destinations'). */
  path: string;
  /** The item the edit form was opened with; undefined for an add form. */
  item?: { id: number; updated?: string | Date | null };
  /** Toasts of part 1 §8; without `failed` the server's message is shown. */
  messages: TSaveMessages;
  /** Where a new item opens (its details route), e.g. `(id) => '/dashboard/cities/' + id + '/details'`. */
  createdPath: (id: number) => string;
  /** Extra defaults sent only when adding (a city is added with in{product} true). */
  createDefaults?: Record<string, unknown>;
  /**
   * An add made through a relation of another model rather than POST `{path}`: a landmark goes to its city's landmarks
   * (`{ owner: 'destinations', relation: 'landmarks' }`, POST destinations/{id}/landmarks, the id from the body's field
   * the contract names as the relation's `createdVia`).
   */
  createThrough?: { owner: string; relation: string };
  /** Adding changes the menu totals. */
  affectsSummary?: boolean;
  /**
   * Other cached lists that show this model (a city's eatineraries tab; the city form's packs, whose call is outside the
   * packs' path), refreshed after a save and, declared on an area, after a delete.
   */
  alsoInvalidate?: readonly QueryKey[];
  onDone: () => void;
};

/** The body field that names the owner of an add made through its relation (the contract's `createdVia`). */
function createdVia({ owner, relation }: { owner: string; relation: string }): string {
  const decl = resourceNamed(owner).relations?.[relation];
  if (!decl || 'derived' in decl || !decl.createdVia) throw new Error(`${owner}.${relation} creates nothing`);
  return decl.createdVia;
}

/**
 * Saves an add/edit form: POST `{path}` then opens the new item, or PATCH `{path}/{id}` carrying the `updated`
 * value the form was opened with, so a colleague's newer save answers 409 (its message is shown) instead of
 * being overwritten.
 * @example
 * const save = useResourceSave({ path: 'quotes', item: quote, messages: QUOTE_MSG, createdPath: (id) => `/dashboard/quotes/${id}/details`, onDone: close });
 * save.mutate({ title });
 *
 * `mutate` while a save of this form runs does nothing: the form's guard (useSubmitGuard) holds SAVE until the save is
 * pending, this holds it from there, and the request carries one Idempotency-Key per action for the server.
 */
export function useResourceSave<TBody extends object>(options: TResourceSaveOptions) {
  const {
    path,
    item,
    messages,
    createdPath,
    createDefaults,
    createThrough,
    affectsSummary = false,
    alsoInvalidate = [],
    onDone,
  } = options;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const toast = useToast();
  // One key per save of this form: a repeat of the same request carries the same key and gets the first answer.
  const [keys] = useState(actionKeys);
  const mutation = useMutation({
    // Each call answers the saved row (the generic calls' row of the model, with its id).
    mutationFn: async (body: TBody): Promise<TSavedRow> => {
      if (item) {
        const changes: Record<string, unknown> = { ...body, ...(item.updated ? { updated: item.updated } : {}) };
        const idempotencyKey = keys.for('PATCH', `${path}/${item.id}`, changes);
        return resourceClientFor(path).patch({ id: item.id, body: changes, idempotencyKey });
      }
      const values: Record<string, unknown> = { ...body, ...createDefaults };
      if (!createThrough) {
        const idempotencyKey = keys.for('POST', path, values);
        return resourceClientFor(path).create({ body: values, idempotencyKey });
      }
      const { owner, relation } = createThrough;
      const id = Number(values[createdVia(createThrough)]);
      const idempotencyKey = keys.for('POST', `${owner}/${id}/${relation}`, values);
      const create = resourceClientFor(owner).createThrough[relation];
      if (!create) throw new Error(`${owner} has no ${relation} to create through`);
      return create({ id, body: values, idempotencyKey });
    },
    onSuccess: async (saved) => {
      toast.success(item ? messages.edited : messages.added);
      onDone();
      // The list beside the detail keeps its search, filter and page.
      if (!item) navigate({ pathname: createdPath(saved.id), search });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys(path).all }),
        ...alsoInvalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        !item && affectsSummary ? invalidateSummary(queryClient) : undefined,
      ]);
    },
    // A conflict needs its own words (reload to see the colleague's change); other failures use the spec's toast.
    onError: (error) => {
      const failed = (item && messages.editFailed) || messages.failed;
      toast.error(
        error instanceof ApiError && (error.status === 409 || !failed) ? error.message : (failed ?? 'Save failed'),
      );
    },
  });
  // A save while one runs (a second click that got past the form's guard, in the moment between validation and SAVE
  // rendering as saving) joins it instead of sending another request.
  const running = useRef(false);
  const mutate = (body: TBody, options?: MutateOptions<TSavedRow, Error, TBody>): void => {
    if (running.current) return;
    running.current = true;
    mutation
      .mutateAsync(body, options)
      .catch(() => undefined) // already toasted by onError
      .finally(() => {
        running.current = false;
      });
  };
  return { ...mutation, mutate };
}
