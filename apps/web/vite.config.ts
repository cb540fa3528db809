import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
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
