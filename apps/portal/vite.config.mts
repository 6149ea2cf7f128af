import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The buyer portal is served by the gateway under /portal/; the shared contracts (types, zod schemas and
// constants) are compiled in from their source, so the browser checks forms by the API's own rules.
export default defineConfig({
  base: '/portal/',
  plugins: [react()],
  resolve: {
    alias: { '@netline/contracts': fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url)) },
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    sourcemap: false,
    rollupOptions: {
      // zod's sources carry bundler hints in positions Rollup ignores; harmless, and not ours to fix.
      onwarn(warning, warn) {
        if (warning.code !== 'INVALID_ANNOTATION') warn(warning);
      },
    },
  },
});
