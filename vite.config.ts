import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * React Router publishes its production build without an export condition for it, so bundlers
 * pick the development build (warnings and checks included). Production builds use the smaller one.
 */
const reactRouterProduction = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: mode === 'production' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, cssCodeSplit: false },
}));
