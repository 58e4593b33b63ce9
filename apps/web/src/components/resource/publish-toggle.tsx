import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { type TPublishMessages, usePublishToggle } from './use-publish-toggle';

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

/**
 * Lock icon plus a switch that publishes or unpublishes the item (POST `{path}/{id}/publish`), with the
 * 'Published!' / 'Unpublished!' / 'Failed!' toasts.
 * @example
 * <PublishToggle path="destinations" id={city.id} published={city.isPublished} />
 */
export function PublishToggle({ path, id, published, messages }: { path: string; id: number; published: boolean; messages?: Partial<TPublishMessages> }) {
  const { toggle, isPending } = usePublishToggle(path, id, messages);
  return (
    <FormControlLabel
      sx={{ ml: 0, gap: 1 }}
      control={<Switch checked={published} disabled={isPending} onChange={(e) => toggle(e.target.checked)} />}
      label={
        <>
          <PublishLock published={published} /> {published ? 'Published' : 'Unpublished'}
        </>
      }
      slotProps={{ typography: { sx: { display: 'flex', alignItems: 'center', gap: 0.5 } } }}
    />
  );
}
