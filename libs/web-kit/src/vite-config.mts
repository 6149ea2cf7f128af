import { fileURLToPath } from 'node:url';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The Vite settings the browser apps share: served by the gateway under `base`; the shared contracts
 * (types, zod schemas and constants) and this kit are compiled in from their source, so the browser
 * checks forms by the API's own rules. Each app passes its own React plugin, built by the Vite it
 * installs (the repository root has another major version), and wraps the result in its `defineConfig`.
 */
export function webAppConfig<Plugin>({ base, plugins }: { base: string; plugins: Plugin[] }) {
  return {
    base,
    plugins,
    resolve: {
      alias: {
        '@netline/contracts': source('../../contracts/src/index.ts'),
        '@netline/web-kit': source('./index.tsx'),
      },
      dedupe: ['react', 'react-dom'],
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      chunkSizeWarningLimit: 1500,
      sourcemap: false,
      rollupOptions: {
        // zod's sources carry bundler hints in positions Rollup ignores; harmless, and not ours to fix.
        onwarn<Warning extends { code?: string }>(warning: Warning, warn: (warning: Warning) => void) {
          if (warning.code !== 'INVALID_ANNOTATION') warn(warning);
        },
      },
    },
  };
}
