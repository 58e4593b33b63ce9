import Switch from '@mui/material/Switch';
import { usePublishToggle } from '../detail/use-publish-toggle';

/**
 * The publish switch of one list row (part 1 §2: lists toggle publishing), named 'Publish {name}', with the publish toasts.
 * @example
 * action: <RowPublishSwitch path="coupons" item={{ id: 4, name: 'Summer', isPublished: true }} />
 */
export function RowPublishSwitch({
  path,
  item,
}: {
  path: string;
  item: { id: number; name: string; isPublished: boolean };
}) {
  const { toggle, isPending } = usePublishToggle({ path, id: item.id });
  return (
    <Switch
      edge="end"
      size="small"
      checked={item.isPublished}
      disabled={isPending}
      onChange={(e) => toggle(e.target.checked)}
      slotProps={{ input: { 'aria-label': `Publish ${item.name}` } }}
    />
  );
}
