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
  // No source maps in production: they would be served to anyone and double the download on disk.
  build: { outDir: 'dist', sourcemap: false },
});
