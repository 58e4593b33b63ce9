import LinkIcon from '@mui/icons-material/Link';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useToast } from '../../app/shell/toast';
import { useSiteUrl } from '../../lib/app-data';

/**
 * Copies a public link of the item, `{site}{path}` (part 2 §2: copy-link buttons), and toasts 'Link Copied!'. The spec
 * names no failure text: 'Could not copy the link'.
 * @example
 * <CopyLinkButton path={`/cuisines/${cuisine.slug ?? cuisine.id}`} />
 */
export function CopyLinkButton({ path, label = 'Copy link' }: { path: string; label?: string }) {
  const site = useSiteUrl();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${site}${path}`);
      toast.success('Link Copied!');
    } catch {
      toast.error('Could not copy the link');
    }
  };
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} disabled={!site} onClick={() => void copy()}>
          <LinkIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
}
