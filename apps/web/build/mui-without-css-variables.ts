import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** A module of @mui/material/styles, as its siblings import it. */
const STYLES_DIR = /[\\/]@mui[\\/]material[\\/]styles$/;
const PREFIX = '\0portal-mui-no-vars:';

/**
 * MUI's `createTheme` and `ThemeProvider` choose at run time between a plain theme and one built on CSS variables
 * (colour schemes, `cssVariables: true`), so every page carries the CSS-variables machinery: createThemeWithVars,
 * the CssVarsProvider with its colour-scheme storage and InitColorSchemeScript, about 57 KB (13 KB gzip) of the
 * first script. The portal's theme (app/theme.ts) uses neither, and MUI's default theme (what `styled` falls back
 * on) is built the same way, so both functions always take the plain branch: this plugin swaps in those branches
 * alone, in the client build. Asking for CSS variables or colour schemes then throws instead of quietly losing them
 * (docs/decisions.md 52). Tests and the dev server run MUI as published, which behaves the same for this theme.
 */
const SHIMS: Record<string, (dir: string) => string> = {
  './createTheme.mjs': (dir) => `
import createThemeNoVars from ${JSON.stringify(join(dir, 'createThemeNoVars.mjs'))};
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error('This build of MUI has no CSS theme variables (apps/web/build/mui-without-css-variables.ts).');
  }
  return createThemeNoVars(options, ...args);
}
`,
  './ThemeProvider.mjs': (dir) => `
import * as React from 'react';
import ThemeProviderNoVars from ${JSON.stringify(join(dir, 'ThemeProviderNoVars.mjs'))};
import THEME_ID from ${JSON.stringify(join(dir, 'identifier.mjs'))};
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme) {
      throw new Error('This build of MUI has no CSS theme variables (apps/web/build/mui-without-css-variables.ts).');
    }
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return React.createElement(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}
`,
};

export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'portal:mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !(source in SHIMS) || !STYLES_DIR.test(dirname(importer))) return null;
      return `${PREFIX}${source}:${dirname(importer)}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const rest = id.slice(PREFIX.length);
      const split = rest.indexOf(':');
      return SHIMS[rest.slice(0, split)]!(rest.slice(split + 1));
    },
  };
}
