import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ToastProvider } from './shell/toast';

const theme = createTheme({
  palette: {
    primary: { main: '#1f5f8b' },
    secondary: { main: '#8b3a1f' },
    background: { default: '#f5f6f8' },
  },
  shape: { borderRadius: 8 },
});

/**
 * App-wide providers: theme and the toast. The session lives inside the router (app-root); the
 * TanStack Query client lives in the dashboard shell (so the sign-in page does not load it, and
 * signing out drops every cached answer with the shell).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}
