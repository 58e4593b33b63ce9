import { keyId, keyRoot } from '../../../lib/client';

/**
 * The two cache prefixes the kit refreshes by. Every query's key is its call's (lib/client.ts: model, then 'detail' and
 * the id, then the call), so these match every call of a model and every call of one item. They stay here, beside the
 * client's keys rather than among them, because they name no call: a write refreshes what it changed, whichever calls
 * read it.
 */
export type TResourceKeys = {
  /** Everything of one model: pass to `invalidateQueries` after any change. */
  all: readonly [string];
  /** One item and all its tabs: pass to `removeQueries` once it is deleted. */
  detail: (id: number | string) => readonly [string, 'detail', unknown];
};

/**
 * The prefixes of one model path ('destinations', 'destinationPacks'), made by the client's rules: the path lower-cased
 * as the first segment of its calls' paths, numeric ids as numbers.
 * @example
 * const keys = resourceKeys('destinations');
 * await queryClient.invalidateQueries({ queryKey: keys.all });
 * queryClient.removeQueries({ queryKey: keys.detail('12') }); // ['destinations', 'detail', 12]
 */
export function resourceKeys(modelPath: string): TResourceKeys {
  const root = keyRoot(modelPath);
  return {
    all: [root] as const,
    detail: (id) => [root, 'detail', keyId(id)] as const,
  };
}

/** The prefixes of the cities model ('destinations'). */
export const cityKeys = resourceKeys('destinations');
