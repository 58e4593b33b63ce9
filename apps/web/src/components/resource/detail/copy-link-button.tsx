import LinkIcon from '@mui/icons-material/Link';
import Button from '@mui/material/Button';
import { useToast } from '../feedback/toast';
import { useSiteUrl } from '../../../lib/app-data';

/**
 * Copies a public link of the item, `{site}{path}` (part 2 §2: copy-link buttons), and toasts 'Link Copied!'. The spec
 * names no failure text: 'Could not copy the link'. The label is written on the button, not left to a tooltip: a
 * dish's three links (itself, its places, its cuisines) must be told apart at a glance (issue 28 §7).
 * @example
 * <CopyLinkButton path={`/cuisines/${cuisine.slug ?? cuisine.id}/dishes`} label="Copy dishes link" />
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
    <Button size="small" startIcon={<LinkIcon />} disabled={!site} onClick={() => void copy()}>
      {label}
    </Button>
  );
}
