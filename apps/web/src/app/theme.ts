import { createTheme } from '@mui/material/styles';

/** The portal's look: deep navy, a warm container-orange accent, calm greys, 10px corners. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b3d6b', light: '#2f6497', dark: '#062846', contrastText: '#fff' },
    secondary: { main: '#e8833a', contrastText: '#fff' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { primary: '#1b2430', secondary: '#5b6675' },
    divider: '#e3e7ee',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.4rem', fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontSize: '1.9rem', fontWeight: 800, letterSpacing: '-0.01em' },
    h3: { fontSize: '1.5rem', fontWeight: 700 },
    h4: { fontSize: '1.6rem', fontWeight: 800 },
    h5: { fontSize: '1.2rem', fontWeight: 700 },
    h6: { fontSize: '1.05rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: '1px solid #e3e7ee', boxShadow: '0 1px 2px rgba(16,24,40,0.04)' } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 10 } } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});
