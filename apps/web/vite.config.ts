import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // The manifest lets the bundle-size check (`.size-limit.cjs`) find the chunks a screen loads first.
  build: { outDir: 'dist', manifest: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
