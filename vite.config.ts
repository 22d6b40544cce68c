import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { i18nCatalogues } from './scripts/vite-i18n-catalogues.js';
import { PUBLIC_CONFIG_PLACEHOLDER, renderPublicConfigScript } from './src/shared/public-config.js';
import { PUBLIC_CONFIG_DEFAULTS } from './src/shared/config-defaults.js';

const serverPort = process.env.PORT ?? '5000';
const serverOrigin = `http://localhost:${serverPort}`;

function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isFinite(value) ? value : fallback;
}

/**
 * In production the server injects the config; the dev server must do the same or the header has no town. An
 * empty variable means the default, as on the server (src/server/config.ts).
 */
function devPublicConfig(): Plugin {
  return {
    name: 'radio-taxi:dev-public-config',
    apply: 'serve',
    transformIndexHtml(html) {
      const d = PUBLIC_CONFIG_DEFAULTS;
      return html.replace(
        PUBLIC_CONFIG_PLACEHOLDER,
        renderPublicConfigScript({
          townName: process.env.TOWN_NAME || d.townName,
          taxiPhone: process.env.TAXI_PHONE || d.taxiPhone,
          mapCenter: {
            lat: envNumber('MAP_CENTER_LAT', d.mapCenter.lat),
            lon: envNumber('MAP_CENTER_LON', d.mapCenter.lon),
          },
          rides: {
            autoCompleteSeconds: envNumber('RIDE_AUTO_COMPLETE_SECONDS', d.rides.autoCompleteSeconds),
            noShowWaitMinutes: envNumber('NO_SHOW_WAIT_MINUTES', d.rides.noShowWaitMinutes),
          },
          dispatchPolicy: process.env.DISPATCH_POLICY === 'nearest' ? 'nearest' : d.dispatchPolicy,
          roadFactor: envNumber('ROAD_FACTOR', d.roadFactor),
        }),
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), devPublicConfig(), i18nCatalogues()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/web/', import.meta.url)) },
      { find: /^@shared\//, replacement: fileURLToPath(new URL('./src/shared/', import.meta.url)) },
    ],
  },
  build: isSsrBuild
    ? {
        // `vite build --ssr src/web/entry-server.tsx`: the module the server renders each route's first screen
        // with (src/shared/first-screen.ts), self-contained so it loads fast and needs no web packages at run time.
        outDir: 'dist/web/.ssr',
        emptyOutDir: true,
        rollupOptions: {
          output: { entryFileNames: 'first-screen.js' },
          // The first screen is drawn in any language, so this bundle imports every catalogue that the browser loads
          // on demand (src/web/i18n/catalogues.ts): here, one file is what those imports are meant to give.
          onwarn(warning, warn) {
            if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
          },
        },
      }
    : {
        outDir: 'dist/web',
        emptyOutDir: true,
        // What each route loads first, for the page-weight benchmark (bench/cases/page-weight.ts).
        manifest: true,
      },
  ssr: { noExternal: true },
  server: {
    port: 5173,
    strictPort: true,
    // changeOrigin stays false: the server accepts a request only when its Origin matches its Host.
    proxy: {
      '/api': { target: serverOrigin, changeOrigin: false },
      '/ws': { target: serverOrigin, changeOrigin: false, ws: true },
    },
  },
}));
