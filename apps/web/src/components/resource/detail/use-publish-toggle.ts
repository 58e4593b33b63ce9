import { MSG } from '@mise/contracts/common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../feedback/toast';
import { useUndoToast } from '../feedback/use-undo-toast';
import { resourceClientFor } from '../../../lib/client';
import { invalidateSummary } from '../../../lib/summary';
import { resourceKeys } from '../area/query-keys';

/** The publish call of the model at `path` (only models with the publish trait have one). */
function publishCall(path: string) {
  const { publish } = resourceClientFor(path);
  if (!publish) throw new Error(`${path} cannot be published`);
  return publish;
}

/**
 * POST `{path}/{id}/publish {publish}`; toasts 'Published!' / 'Unpublished!' / 'Failed!' (part 1 §8) and
 * refreshes the model's queries and the menu totals. An area may word the toasts its own way (a place: 'Place Published').
 * @example
 * const publish = usePublishToggle({ path: 'destinations', id: city.id });
 * publish.toggle(!city.isPublished);
 */
export type TPublishMessages = { published: string; unpublished: string; publishFailed: string };
const PUBLISH_MESSAGES: TPublishMessages = {
  published: MSG.published,
  unpublished: MSG.unpublished,
  publishFailed: MSG.failed,
};

/** How the flag travels: in the body (default) or as `?publish=` where the spec names the query (editorial reviews). */
export type TPublishSend = { inQuery?: boolean };

export function usePublishToggle(
  { path, id }: { path: string; id: number },
  messages: Partial<TPublishMessages> = {},
  { inQuery = false }: TPublishSend = {},
) {
  const texts = { ...PUBLISH_MESSAGES, ...messages };
  const queryClient = useQueryClient();
  const toast = useToast();
  const undoToast = useUndoToast();
  const mutation = useMutation({
    mutationFn: (publish: boolean) =>
      inQuery
        ? publishCall(path)({ id, query: { publish: String(publish) } })
        : publishCall(path)({ id, body: { publish } }),
    onSuccess: async (answer, publish) => {
      undoToast(publish ? texts.published : texts.unpublished, answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys(path).all }),
        invalidateSummary(queryClient),
      ]);
    },
    onError: () => toast.error(texts.publishFailed),
  });
  return {
    toggle: (publish: boolean, handlers?: { onError?: () => void; onSettled?: () => void }) =>
      mutation.mutate(publish, handlers),
    isPending: mutation.isPending,
  };
}
