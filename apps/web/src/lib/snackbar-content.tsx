import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/**
 * notistack paints its snackbars in its own colours, not the theme's: white on its green (#43a047, 3.3:1), orange
 * (2.1:1) and blue (3.1:1) is below WCAG AA. Its content takes the theme's colours instead, which meet AA
 * (theme.ts); the variant class outranks notistack's own single class.
 */
const ThemedSnackbarContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': {
    backgroundColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
  '&.notistack-MuiContent-error': {
    backgroundColor: theme.palette.error.main,
    color: theme.palette.error.contrastText,
  },
  '&.notistack-MuiContent-warning': {
    backgroundColor: theme.palette.warning.main,
    color: theme.palette.warning.contrastText,
  },
  '&.notistack-MuiContent-info': {
    backgroundColor: theme.palette.info.main,
    color: theme.palette.info.contrastText,
  },
}));

/** The SnackbarProvider's `Components`: every variant in the theme's colours. */
export const SNACKBAR_COMPONENTS = {
  success: ThemedSnackbarContent,
  error: ThemedSnackbarContent,
  warning: ThemedSnackbarContent,
  info: ThemedSnackbarContent,
} as const;
