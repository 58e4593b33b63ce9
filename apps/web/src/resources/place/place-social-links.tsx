import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TSocialUrl } from '@mise/contracts/resources/place';
import { externalHref } from '../../components/resource/detail/external-link-button';

/**
 * The place's social media urls (the form's platform name and url pairs, part 2 §2), each platform beside its url as a
 * link opening in a new tab. A url saved without a scheme opens over https, never as a path of the console.
 */
export function PlaceSocialLinks({ links }: { links: readonly TSocialUrl[] }) {
  if (links.length === 0) return <Typography color="text.secondary">No social media urls</Typography>;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {links.map((link, index) => (
        <Box key={index} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {link.name}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <Link href={externalHref(link.url.trim())} target="_blank" rel="noopener noreferrer">
              {link.url}
            </Link>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
