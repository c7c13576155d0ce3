/** The back office's MUI theme: the spec's colours (#000000, #333333) and radius (.25rem). */
import { createTheme } from '@mui/material/styles';
import { deDE } from '@mui/material/locale';

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#000000' },
      secondary: { main: '#333333' },
      warning: { main: '#8a4b00' },
      success: { main: '#1b5e20' },
    },
    shape: { borderRadius: 4 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      // loading indicators are named (axe: aria-progressbar-name)
      MuiCircularProgress: { defaultProps: { 'aria-label': 'Lädt' } },
      MuiLinearProgress: { defaultProps: { 'aria-label': 'Lädt' } },
    },
  },
  deDE,
);
