import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const SCROLL_AREA = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;

/**
 * Mantine's ScrollArea imports only `useMergeRefs` from Floating UI, which then comes with all of Floating UI's
 * positioning code (one module): its import is resolved to the same hook built on Mantine's own.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const replacement = fileURLToPath(new URL('./src/lib/scroll-area-merge-refs.ts', import.meta.url));
  return {
    name: 'scroll-area-without-floating-ui',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer) ? replacement : null;
    },
  };
}

export default defineConfig({
  plugins: [react(), scrollAreaWithoutFloatingUi()],
  // The manifest lets the bundle-size check (`.size-limit.cjs`) find the chunks a screen loads first.
  build: {
    outDir: 'dist',
    manifest: true,
    rolldownOptions: {
      output: {
        // Floating UI (tooltips, popovers, menus) in a chunk of its own, without the modules it shares with the
        // shell (react-dom, Mantine's core): otherwise the shell imports that chunk and every first load pays
        // for positioning code the first screen does not use. React and dayjs, which every first load needs, in
        // one chunk: left alone they split into several small ones as lazy pages share them, and each costs the
        // first load its own gzip overhead (1 kB in all when the budgets' lazy parts came in).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/ },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|dayjs)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
