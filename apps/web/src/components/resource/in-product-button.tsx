import Button from '@mui/material/Button';
import { useToast } from '../../app/shell/toast';
import { errorMessage } from '../../lib/api-client';
import { useProductName } from '../../lib/app-data';
import { useItemPatch } from './use-item-patch';

/**
 * 'Add to {product}' / 'Remove from {product}' on a city's or place's details, toggling in{product} (`inGuide`).
 * @example
 * <InProductButton path="destinations" item={city} />
 */
export function InProductButton({ path, item }: { path: string; item: { id: number; inGuide: boolean } }) {
  const product = useProductName();
  const patch = useItemPatch({ path, id: item.id });
  const toast = useToast();
  return (
    <Button
      variant={item.inGuide ? 'outlined' : 'contained'}
      disabled={patch.isPending}
      onClick={() => patch.mutate({ inGuide: !item.inGuide }, { onError: (error) => toast.error(errorMessage(error)) })}
    >
      {item.inGuide ? `Remove from ${product}` : `Add to ${product}`}
    </Button>
  );
}
