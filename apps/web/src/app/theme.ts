import { createTheme, type Theme } from '@mui/material/styles';

/** Every MUI duration at 0: dialogs, menus, drawers and toasts appear and leave at once. */
const NO_DURATION = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/**
 * The console's theme. With `reducedMotion` (the system's "reduce motion" setting) nothing slides, fades or ripples:
 * staff who asked their system for stillness get it, and the browser tests, which ask for it too, do not wait on
 * animations (Playwright waits for an element to stop moving before it clicks).
 * @example
 * const theme = consoleTheme(window.matchMedia('(prefers-reduced-motion: reduce)').matches);
 */
export function consoleTheme(reducedMotion: boolean): Theme {
  return createTheme({
    palette: {
      primary: { main: '#1f5f8b' },
      secondary: { main: '#8b3a1f' },
      background: { default: '#f5f6f8' },
    },
    shape: { borderRadius: 8 },
    ...(reducedMotion
      ? {
          transitions: { create: () => 'none', duration: NO_DURATION },
          components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
        }
      : {}),
  });
}
