import { MSG } from '@mise/contracts/common/messages';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Any unknown path. Shown whether or not the user is signed in. */
export function NotFoundPage() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Typography component="h1" variant="h4">
        {MSG.notFound}
      </Typography>
    </Box>
  );
}
