import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { muiWithoutCssVariables } from './build/mui-without-css-variables.ts';

const WEB_DIR = dirname(fileURLToPath(import.meta.url));

/**
 * The screens a first visit most often opens, by path (app/screens.tsx loads the same modules). Their code is
 * fetched together with the app's own instead of after it has been downloaded and run.
 */
const LANDING_SCREENS: Record<string, string> = {
  '/': 'src/features/home/index.ts',
  '/schedule': 'src/features/schedule/index.ts',
  '/quotes/get': 'src/features/quotes/pages/get-quote-page.tsx',
};
const ROUTE_PRELOAD_FILE = 'route-preload.js';
/** The domain's SERVER_RENDERED_ATTRIBUTE (the config cannot import the domain's TypeScript). */
const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * Writes route-preload.js, a small classic script that index.html runs as soon as it arrives (async, so nothing
 * waits for it): on a landing path it adds module preloads for that screen's chunks, which app/screens.tsx would
 * otherwise ask for only once the entry chunks were downloaded and evaluated; on a page the server rendered, it
 * loads the app. Not a hashed asset: index.html names it, and it changes with every build that changes those chunks.
 */
function routePreload(): Plugin {
  return {
    name: 'portal:route-preload',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'script', attrs: { src: `/${ROUTE_PRELOAD_FILE}`, async: true }, injectTo: 'head-prepend' },
    ],
    generateBundle(_options, bundle) {
      const imports = (fileName: string) => {
        const output = bundle[fileName];
        return output?.type === 'chunk' ? output.imports : [];
      };
      const closure = (fileName: string, seen = new Set<string>()) => {
        if (!seen.has(fileName)) {
          seen.add(fileName);
          for (const i of imports(fileName)) closure(i, seen);
        }
        return seen;
      };
      const chunks = Object.values(bundle).filter((o) => o.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      // index.html already preloads the entry and its static imports.
      const initial = closure(entry.fileName);
      const byPath: Record<string, string[]> = {};
      for (const [path, source] of Object.entries(LANDING_SCREENS)) {
        const chunk = chunks.find((c) => c.facadeModuleId === resolve(WEB_DIR, source));
        if (!chunk) this.error(`route-preload: no chunk starts at ${source}`);
        byPath[path] = [...closure(chunk.fileName)].filter((f) => !initial.has(f)).map((f) => `/${f}`);
      }
      // On a page the server rendered (SERVER_RENDERED_ATTRIBUTE on <html>), the server takes index.html's entry
      // script and preloads out: its code is not needed to show the page, so it is asked for once the page has
      // been painted, and does not hold up that paint (a script that arrives first runs first).
      const initialFiles = [...initial].filter((f) => f !== entry.fileName).map((f) => `/${f}`);
      // The links go in a few at a time: adding a module preload costs the main thread about a millisecond on a
      // phone, and forty at once were a long task of their own.
      const source = `(function () {
  var files = ${JSON.stringify(byPath)}[location.pathname.replace(/(.)\\/+$/, '$1')] || [];
  function preload(list) {
    var batch = list.slice(0, 8);
    for (var i = 0; i < batch.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = batch[i];
      document.head.appendChild(link);
    }
    if (list.length > batch.length) setTimeout(function () { preload(list.slice(batch.length)); });
  }
  if (!document.documentElement.hasAttribute('${SERVER_RENDERED_ATTRIBUTE}')) return preload(files);
  requestAnimationFrame(function () {
    setTimeout(function () {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = '/${entry.fileName}';
      document.head.appendChild(script);
      preload(${JSON.stringify(initialFiles)}.concat(files));
    });
  });
})();
`;
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOAD_FILE, source });
    },
  };
}

/**
 * The landing pages' first screen rendered on the server (src/entry-server.tsx): built with `--ssr` into dist-ssr as
 * one self-contained module (every package bundled, so the server imports it without resolving the web's packages).
 */
const SSR_CONFIG = defineConfig({
  plugins: [react()],
  ssr: { noExternal: true },
  // React's production server renderer whatever NODE_ENV the server runs with: faster, and no development warnings.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false },
});

/**
 * react-router's package exports name its development build under every condition; its production build is the
 * same code with the development warnings switched off (ENABLE_DEV_WARNINGS), which the minifier then drops.
 */
const REACT_ROUTER_PRODUCTION = resolve(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** MUI's form fields, the small controls beside them, and what they import (the `fields` chunk below). */
const MUI_FIELDS = new RegExp(
  `[\\\\/]@mui[\\\\/]material[\\\\/](${[
    'TextField',
    'InputBase',
    'OutlinedInput',
    'FilledInput',
    'Input',
    'InputLabel',
    'InputAdornment',
    'FormControl',
    'FormLabel',
    'FormHelperText',
    'Select',
    'NativeSelect',
    'Menu',
    'MenuList',
    'MenuItem',
    'Popover',
    'Modal',
    'Unstable_TrapFocus',
    'Autocomplete',
    'useAutocomplete',
    'Chip',
    'List',
    'ListSubheader',
    'ListItemText',
    'TextareaAutosize',
    'Switch',
    'SwitchBase',
    'FormControlLabel',
    'Collapse',
    'Alert',
    'Grid',
    'Avatar',
  ].join('|')})[\\\\/]`,
);

const CLIENT_CONFIG = defineConfig({
  resolve: { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] },
  plugins: [
    react(),
    muiWithoutCssVariables(),
    routePreload(),
    // No compression here: scripts/precompress.mjs writes the .gz and .br copies after the build (see there why).
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    // No source maps in production: they would be served to anyone and double the download on disk.
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page loads first (`$initial`: the entry's static imports) goes in two chunks instead of a
          // dozen small shared ones: fewer requests, and gzip finds more to share inside one file. React on its
          // own, as it changes least between deployments and keeps each chunk under Vite's size warning.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'shell', tags: ['$initial'], priority: 1 },
            {
              // MUI's text field, select and autocomplete come as one piece (TextField imports Select, Menu,
              // Popover and Modal whether a page opens them or not), with the small controls forms show beside
              // them: left to the automatic split they were a dozen chunks under 5 KB, the same on every page with
              // a field, each with its own request and gzip overhead (docs/performance.md, issue 20 part 6).
              name: 'fields',
              test: MUI_FIELDS,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? SSR_CONFIG : CLIENT_CONFIG));
