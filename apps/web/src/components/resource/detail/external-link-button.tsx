import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/**
 * The address a link opens for a stored web address: the URL helper (part 1 §5) lets staff leave out the scheme
 * ('www.example.com'), which a link would read as a path of the console; such an address opens over https.
 * @example
 * externalHref('maps.example.com/?q=1') // 'https://maps.example.com/?q=1'
 */
export function externalHref(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url.replace(/^\/+/, '')}`;
}

/**
 * A button opening a stored web address in a new tab (a landmark's maps url); disabled, with the same label, when the
 * item has none.
 * @example
 * <ExternalLinkButton url={landmark.address?.url} label="Open in maps" icon={<MapIcon />} />
 */
export function ExternalLinkButton({
  url,
  label,
  icon = <OpenInNewIcon />,
}: {
  url: string | null | undefined;
  label: string;
  icon?: ReactNode;
}) {
  const address = url?.trim();
  if (!address) {
    return (
      <Button variant="outlined" size="small" startIcon={icon} disabled>
        {label}
      </Button>
    );
  }
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={icon}
      href={externalHref(address)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {label}
    </Button>
  );
}
