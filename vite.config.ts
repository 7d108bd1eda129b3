import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_NAME, APP_TAGLINE } from './src/domain/constants.ts';
import { precacheOnly } from './scripts/precache.ts';

/** Where this build writes (its --outDir, or the config's): the precache reads its manifest. */
let webDir = fileURLToPath(new URL('dist/web', import.meta.url));
const outDirOfBuild: Plugin = {
  name: 'agrovoo-out-dir',
  configResolved(config) {
    webDir = resolve(config.root, config.build.outDir);
  },
};

/**
 * main.tsx imports React DOM and then the app in separate tasks (no long task evaluating all
 * of it at once); their chunks are fetched with the HTML, as static imports were, so the split
 * costs no round trip. scripts/prerender.mjs takes these tags out of pages rendered at build time.
 */
function preloadBootChunks(): Plugin {
  // React DOM's chunk (the 'react-dom' group of build.rolldownOptions below).
  const isBoot = (chunk: { name: string }) => chunk.name === 'react-dom';
  return {
    name: 'preload-boot-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        const entry = context.chunk;
        if (!bundle || !entry) return;
        const files = new Set<string>();
        const add = (file: string) => {
          const chunk = bundle[file];
          if (!chunk || chunk.type !== 'chunk' || files.has(file)) return;
          files.add(file);
          chunk.imports.forEach(add);
        };
        for (const file of entry.dynamicImports) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk' && isBoot(chunk)) add(file);
        }
        for (const file of [entry.fileName, ...entry.imports]) files.delete(file);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The SPA is always built for production (React's production build, minified), whatever
 * NODE_ENV the server runs with: `npm start` builds under the server's NODE_ENV, whose documented
 * default is development. Vite reads NODE_ENV after the plugins' config hooks.
 */
function productionBuild(): Plugin {
  return {
    name: 'production-build',
    apply: 'build',
    config() {
      process.env.NODE_ENV = 'production';
    },
  };
}

/**
 * zod's namespace (`z`, which the domain's contracts use) carries `locales`, every language's
 * messages (~35 KB gzip), and the bundler keeps all of it because the namespace is shared
 * between chunks. The browser build resolves zod's locale index to pt-BR alone, the only
 * language the app speaks (zod's own default, English, it imports directly).
 */
function zodPtBrOnly(): Plugin {
  const id = '\0zod-locales-pt-br';
  return {
    name: 'zod-pt-br-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromZod = importer && /[\\/]node_modules[\\/]zod[\\/]/.test(importer);
      return fromZod && source === '../locales/index.js' ? id : null;
    },
    load(module) {
      return module === id ? "export { default as ptBR } from 'zod/v4/locales/pt-BR.js';" : null;
    },
  };
}

/**
 * React Router's package points every import at its development build, whose only difference
 * is `ENABLE_DEV_WARNINGS = true` (its warnings and the developer's error screen, kept by the
 * minifier). Its framework mode swaps in the production build, which the package ships too; the
 * browser build here does the same (the renderer of scripts/prerender.mjs keeps the package's).
 */
function reactRouterProduction(): Plugin {
  const production = fileURLToPath(
    new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
  );
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      return source === 'react-router' && !options.ssr ? production : null;
    },
  };
}

// The SPA lives in src/web and is built into dist/web, which the server serves.
export default defineConfig({
  root: 'src/web',
  // The renderer the server keeps (scripts/prerender.mjs) carries the icons it draws, not the
  // icon library's every icon (33 MB of the server's memory and half a second to load).
  ssr: { noExternal: ['lucide-react'] },
  plugins: [
    outDirOfBuild,
    productionBuild(),
    zodPtBrOnly(),
    reactRouterProduction(),
    react(),
    tailwindcss(),
    preloadBootChunks(),
    // The service worker (/sw.js) precaches the shell so the app opens without a connection;
    // the page registers it itself (src/web/lib/service-worker.ts).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: `${APP_NAME} — ${APP_TAGLINE}`,
        short_name: APP_NAME,
        description:
          'Operações de aplicação aérea, relatório operacional, relatório MAPA, agenda e propostas.',
        lang: 'pt-BR',
        dir: 'ltr',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0b4f6c',
        background_color: '#f5fafc',
        categories: ['business', 'productivity'],
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The map engine (MapLibre and Terra Draw, ~280 KB gzip with its stylesheet; its worker
        // is an .mjs the patterns leave out) is not precached: only the pages that draw a map
        // need it, and it is kept once one of them has loaded it (runtimeCaching below).
        globIgnores: ['og-image.png', 'assets/map-engine-*'],
        runtimeCaching: [
          {
            urlPattern: /\/assets\/(map-engine|maplibre-gl-worker)-[^/]+\.(js|mjs|css)$/,
            handler: 'CacheFirst',
            options: { cacheName: 'map-engine', expiration: { maxEntries: 8 } },
          },
          // The code not precached (scripts/precache.ts) is kept the first time a page loads it:
          // a page opened once online opens offline. Its names carry its hash: never stale.
          {
            urlPattern: /\/assets\/[^/]+\.(js|css)$/,
            handler: 'CacheFirst',
            options: { cacheName: 'app-code', expiration: { maxEntries: 300 } },
          },
        ],
        // What the next pages need, not every chunk (decision 044): the boot and the shell, the
        // public pages, the start page and the pilot's pages, the operation's form in full.
        manifestTransforms: [precacheOnly(() => webDir)],
        // The field's Background Sync: it wakes the pages that send the queued changes (issue 41).
        importScripts: ['field-sync.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/robots\.txt$/, /^\/sitemap\.xml$/],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // Which chunks each page module needs: the server preloads a page's code with its HTML.
    manifest: true,
    rolldownOptions: {
      // Fewer, larger files on a first load (the mobile preset's simulated 4G pays a round trip
      // per wave of six requests; docs/benchmarks.md, 'Dashboard'): React DOM with its scheduler,
      // as main.tsx loads it, and React, the router and TanStack Query, which every page needs;
      // no module is pulled into a group only because a member imports it.
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
            // MapLibre and Terra Draw, in one chunk only the pages that draw a map load.
            {
              name: 'map-engine',
              test: /[\\/]node_modules[\\/](maplibre-gl|terra-draw|terra-draw-maplibre-gl-adapter)[\\/]/,
            },
            // The field's offline store and queue (issue 41): only the pages that work offline
            // load it; the shell bench checks the first loads fetch none of it. The mark of a
            // queued answer (queued-answer.ts), which the operation page reads at load, is not
            // the store's: left out, so that page's first load fetches no field code.
            {
              name: 'field-store',
              test: /[\\/]src[\\/]web[\\/]lib[\\/]field[\\/](?!queued-answer\.)|[\\/]node_modules[\\/]idb[\\/]/,
            },
            // The forms' kit, in two files rather than a dozen (each file is gzipped alone: small
            // ones cost more than their code). react-hook-form with what only its forms use
            // (the contract's form, its fields, errors and status)...
            {
              name: 'forms',
              test: /[\\/]node_modules[\\/]react-hook-form[\\/]|[\\/]src[\\/]web[\\/](lib[\\/](contract-form|form-errors)|components[\\/](form-field|form-status|textarea-field|bound-form))\.tsx?$/,
            },
            // ...and the fields the forms and the lists' filters share (no react-hook-form).
            {
              name: 'form-parts',
              test: /[\\/]src[\\/]web[\\/](lib[\\/]register-options|components[\\/](select-field|field-frame|field|submit-button|register-select))\.tsx?$/,
            },
            // TanStack Query's parts that only some pages' dialogs use (useQueries, useIsFetching)
            // stay out: the boot does not carry them.
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-router|@tanstack[\\/](query-core|react-query))[\\/](?!.*[\\/](useQueries|queriesObserver|useIsFetching)\.js$)/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The page's Host goes through, so the API sees the page's own origin (src/server/http/origin.ts).
    proxy: {
      '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false },
    },
  },
});
