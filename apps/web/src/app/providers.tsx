import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useMemo } from 'react';
import { ToastProvider } from '../components/resource/feedback/toast';
import { consoleTheme } from './theme';

/**
 * App-wide providers: theme and the toast. The session lives inside the router (app-root); the
 * TanStack Query client lives in the dashboard shell (so the sign-in page does not load it, and
 * signing out drops every cached answer with the shell).
 */
export function Providers({ children }: { children: ReactNode }) {
  // noSsr: the first render already knows the setting, so nothing animates once before it is read.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => consoleTheme(reducedMotion), [reducedMotion]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}
