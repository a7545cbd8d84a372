import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  // Keep the dependency cache with the project's node_modules, not in a stray web/node_modules.
  cacheDir: path.resolve(webRoot, '../node_modules/.vite/web'),
  build: {
    outDir: path.resolve(webRoot, 'dist'),
    emptyOutDir: true,
    // Every browser the app supports preloads modules natively; the polyfill is dead weight.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The app imports ../shared, which sits outside the Vite root.
    fs: { allow: [path.resolve(webRoot, '..')] },
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/__dev': { target: apiTarget, changeOrigin: true },
      '/ws': { target: apiTarget, ws: true, changeOrigin: true },
      '/oauth2': {
        target: apiTarget,
        changeOrigin: true,
        // /oauth2/redirect is a page of this app (the end of the Google sign-in), not an API route.
        bypass: (req) => (req.url?.startsWith('/oauth2/redirect') ? '/index.html' : undefined),
      },
    },
  },
  preview: { port: 4173 },
});
