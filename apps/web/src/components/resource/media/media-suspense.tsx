import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ReactNode, Suspense } from 'react';

/**
 * A media tab's body with a spinner while the media kit's chunk loads.
 * @example
 * <MediaSuspense label="Loading pictures"><PicturesManager … /></MediaSuspense>
 */
export function MediaSuspense({ label, children }: { label: string; children: ReactNode }) {
  const loading = (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
  return <Suspense fallback={loading}>{children}</Suspense>;
}
