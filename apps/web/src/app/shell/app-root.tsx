import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ErrorBoundary } from './error-boundary';
import { SessionProvider, useSession } from '../../lib/session';

/** Shown while the start-up session check runs and while a page's chunk loads. */
export function FullPageProgress() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

function SessionGate() {
  const { status } = useSession();
  if (status === 'checking') return <FullPageProgress />;
  return (
    <Suspense fallback={<FullPageProgress />}>
      <Outlet />
    </Suspense>
  );
}

/** The root route: session bootstrap around every page. */
export function AppRoot() {
  return (
    <ErrorBoundary>
      <SessionProvider>
        <SessionGate />
      </SessionProvider>
    </ErrorBoundary>
  );
}
