import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CircularProgress from '@mui/material/CircularProgress';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { DiscardGuardProvider } from '../../components/resource/form/discard-guard-provider';
import { useProductName, useSettings } from '../../lib/app-data';
import { createQueryClient } from '../../lib/query-client';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';
import { preloadToastView } from '../../components/resource/feedback/toast';

const DRAWER_WIDTH = 260;

/** Summary, constants and settings load with the dashboard (part 1 §4); the summary via the menu. */
function ShellLayout() {
  const productName = useProductName();
  useSettings();
  useEffect(preloadToastView, []);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <Typography component="p" variant="h6" noWrap sx={{ flexGrow: 1 }}>
            {productName}
          </Typography>
          <UserMenu />
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        sx={{
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <Box sx={{ overflowY: 'auto' }}>
          <SideMenu />
        </Box>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: 3 }}>
        <Toolbar />
        <Suspense fallback={<CircularProgress aria-label="Loading" />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}

/**
 * '/dashboard/*' (behind RequireSession). Owns the query cache: it is created when a session opens
 * the shell and dropped when the session ends. Every move inside the shell passes the discard guard (unsaved text).
 */
export function DashboardShell() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <DiscardGuardProvider>
        <ShellLayout />
      </DiscardGuardProvider>
    </QueryClientProvider>
  );
}
