import { createTheme } from '@mui/material/styles';

/**
 * The portal's look: deep navy, a warm container-orange accent, calm greys, 10px corners.
 * Every colour that carries text meets WCAG AA (4.5:1) against white and the page grey (#f4f6f9): the accent's
 * bright brand orange (#e8833a, 2.7:1) stays in the logo and illustrations, buttons and prices use a burnt
 * orange; MUI's default warning (3.1:1), info (3.9:1) and success (4.2:1 on its own tint) are darkened the same way.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b3d6b', light: '#2f6497', dark: '#062846', contrastText: '#fff' },
    secondary: { main: '#c2410c', light: '#e8833a', dark: '#9a3412', contrastText: '#fff' },
    warning: { main: '#b45309', light: '#f59e0b', dark: '#92400e', contrastText: '#fff' },
    info: { main: '#01579b', light: '#0288d1', dark: '#013f70', contrastText: '#fff' },
    success: { main: '#256b2a', light: '#4caf50', dark: '#1b5e20', contrastText: '#fff' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    // 'Disabled' text is also the '–' of an empty value and a disabled field's helper: readable (4.9:1 on the grey).
    text: { primary: '#1b2430', secondary: '#5b6675', disabled: '#6b6b6b' },
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
