import Button from '@mui/material/Button';
import { useToast } from '../feedback/toast';
import { useUndoToast } from '../feedback/use-undo-toast';
import { errorMessage } from '../../../lib/api-client';
import { useProductName } from '../../../lib/app-data';
import { useItemPatch } from './use-item-patch';

/**
 * The in-guide toggle's toasts (part 2 §4: 'Added to {product}' / 'Removed from {product}'), `{product}` being the guide's name.
 * @example
 * inProductMessages('Mise') // { added: 'Added to Mise', removed: 'Removed from Mise' }
 */
export const inProductMessages = (product: string) => ({
  added: `Added to ${product}`,
  removed: `Removed from ${product}`,
});

/**
 * 'Add to {product}' / 'Remove from {product}' on a city's or place's details, toggling in{product} (`inGuide`), then
 * saying which way it went; a refusal shows the server's message (§8 names the failure forms but not their words).
 * @example
 * <InProductButton path="destinations" item={city} />
 */
export function InProductButton({ path, item }: { path: string; item: { id: number; inGuide: boolean } }) {
  const product = useProductName();
  const patch = useItemPatch({ path, id: item.id });
  const toast = useToast();
  const undoToast = useUndoToast();
  return (
    <Button
      variant={item.inGuide ? 'outlined' : 'contained'}
      disabled={patch.isPending}
      onClick={() => {
        const inGuide = !item.inGuide;
        const texts = inProductMessages(product);
        patch.mutate(
          { inGuide },
          {
            onSuccess: (answer) => undoToast(inGuide ? texts.added : texts.removed, answer),
            onError: (error) => toast.error(errorMessage(error)),
          },
        );
      }}
    >
      {item.inGuide ? `Remove from ${product}` : `Add to ${product}`}
    </Button>
  );
}
