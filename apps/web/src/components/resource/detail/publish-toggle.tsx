import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { type TPublishMessages, type TPublishSend, usePublishToggle } from './use-publish-toggle';

/**
 * The closed lock of an unpublished item, or the open lock of a published one, with an accessible name.
 * @example
 * <PublishLock published={city.isPublished} />
 */
export function PublishLock({ published, fontSize = 'small' }: { published: boolean; fontSize?: 'small' | 'medium' }) {
  return published ? (
    <LockOpenIcon fontSize={fontSize} color="action" titleAccess="Published" role="img" />
  ) : (
    <LockIcon fontSize={fontSize} color="warning" titleAccess="Unpublished" role="img" />
  );
}

/** How a detail's switch publishes: the flag in the query, and shown flipped at once (reverted if the server refuses). */
export type TPublishToggleOptions = TPublishSend & { optimistic?: boolean };

/**
 * Lock icon plus a switch that publishes or unpublishes the item (POST `{path}/{id}/publish`), with the
 * 'Published!' / 'Unpublished!' / 'Failed!' toasts. `optimistic` flips the switch before the server answers and back
 * on failure (part 2 §4: reviews).
 * @example
 * <PublishToggle path="destinations" id={city.id} published={city.isPublished} />
 */
export function PublishToggle({
  path,
  id,
  published,
  messages,
  options = {},
}: {
  path: string;
  id: number;
  published: boolean;
  messages?: Partial<TPublishMessages>;
  options?: TPublishToggleOptions;
}) {
  const { toggle, isPending } = usePublishToggle({ path, id }, messages, options);
  // The flag as shown: the item's, or the wished one while an optimistic change is on its way.
  const [wished, setWished] = useState<boolean | null>(null);
  const shown = wished ?? published;
  const change = (next: boolean) => {
    if (!options.optimistic) return toggle(next);
    setWished(next);
    toggle(next, { onError: () => setWished(null), onSettled: () => setWished(null) });
  };
  return (
    <FormControlLabel
      sx={{ ml: 0, gap: 1 }}
      control={
        <Switch
          checked={shown}
          disabled={isPending && !options.optimistic}
          onChange={(e) => change(e.target.checked)}
        />
      }
      label={
        <>
          <PublishLock published={shown} /> {shown ? 'Published' : 'Unpublished'}
        </>
      }
      slotProps={{ typography: { sx: { display: 'flex', alignItems: 'center', gap: 0.5 } } }}
    />
  );
}
