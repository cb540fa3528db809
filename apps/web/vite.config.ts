import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

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

/**
 * Writes route-preload.js, a small classic script that index.html runs as soon as it arrives (async, so nothing
 * waits for it): on a landing path it adds module preloads for that screen's chunks, which app/screens.tsx would
 * otherwise ask for only once the entry chunks were downloaded and evaluated. Not a hashed asset: index.html names it,
 * and it changes with every build that changes those chunks.
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
      const source = `(function () {
  var files = ${JSON.stringify(byPath)}[location.pathname.replace(/(.)\\/+$/, '$1')];
  if (!files) return;
  for (var i = 0; i < files.length; i++) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = files[i];
    document.head.appendChild(link);
  }
})();
`;
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOAD_FILE, source });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    routePreload(),
    // Compressed once at build, at the highest levels, and served as they are (@fastify/static preCompressed):
    // the server spends no CPU compressing per request.
    compression({
      algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
      threshold: 1024,
    }),
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
          ],
        },
      },
    },
  },
});
