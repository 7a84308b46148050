import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { contentSecurityPolicyPlugin } from './build/csp.ts';
import { buildFiles, newBuildInfo, webManifests } from './build/pwa.ts';
import { routeHtmlPlugin } from './build/route-html.ts';
import { SECURITY_HEADERS } from './build/security-headers.ts';
import { seoFiles, staticHeadTags } from './build/seo.ts';
import { readConfig } from './src/shared/lib/config.ts';

// Dev server and preview on loopback; the build writes web/dist with a
// manifest (scripts/web-size.ts reads it). The app's configuration (VITE_*
// variables: VITE_API_URL points it at an API, the mock in development; without
// it the API host is derived from the page host) is validated here, when the
// dev server or the build starts, and a bad value stops it with the list of
// problems. The validated values are compiled in as __APP_CONFIG__, which keeps
// the validator out of the first visit.
/**
 * What every first page needs, bundled as one chunk (one larger file compresses
 * better than the handful of small shared chunks Rolldown would otherwise make):
 * the libraries, the SDK client and rules, and the app's shared core. Modules
 * used only by lazily loaded code (forms, dialogs, masks, notifications, the
 * zod schemas that pages check answers with) stay out.
 */
const FIRST_VISIT = [
  /node_modules\/(react|react-dom|react-router|scheduler|swr|use-sync-external-store|dequal|rosetta|js-cookie|openapi-fetch)\//,
  // The token refresh's flow loads on the first 401 (client/middleware/refresh-flow.ts);
  // the live tables' stream address goes with the live pages.
  /\/sdk\/src\/(client\/(?!middleware\/refresh-flow|live-stream)|generated\/(schema|operations)\.gen\.ts$)/,
  // The rules every page needs; the currency table's limits (currencies.ts),
  // countdowns, timings and verification states go with the pages that use them.
  /\/sdk\/src\/rules\/(currency-codes|games|storage|locales|regions)\.ts$/,
  /\/web\/src\/i18n\/(i18n\.tsx|paths\.ts)$/,
  /\/web\/src\/shared\/(lib\/(api|cookies|config-context)|ui\/(ui|notify|modals)|domain\/(player|money))\.tsx?$/,
];

export default defineConfig(({ mode, command }) => {
  const config = readConfig(loadEnv(mode, process.cwd(), 'VITE_'));
  const build = command === 'build' ? newBuildInfo() : { buildId: 'dev', timestamp: 0 };
  return {
    resolve: {
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(
            new URL('./src/shared/lib/use-sync-external-store.ts', import.meta.url),
          ),
        },
      ],
    },
    // The SDK is a workspace package, so the dev server would serve its
    // modules one by one (some forty before the first paint); pre-bundled like
    // the libraries, it is one request. A change to it needs a restart of
    // `npm start`, which regenerates it anyway.
    optimizeDeps: {
      include: ['@casino/sdk', '@casino/sdk/fair', '@casino/sdk/schemas', '@casino/sdk/device'],
    },
    plugins: [
      react(),
      // The service worker /sw.js from src/sw.ts, precaching the build's own files
      // (never API answers: the API is another origin, and builds/ stays out).
      // Registration is the app's own (features/pwa), so nothing is injected.
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        devOptions: { enabled: false },
        injectManifest: {
          // index.html, not the route pages' copies of it (build/route-html.ts):
          // offline, every address is answered with index.html.
          globPatterns: ['**/*.{js,css,svg,png,webp,webmanifest}', 'index.html', '*-callback.html'],
          // The share image is for other sites' link previews, not for visitors.
          globIgnores: ['builds/**', '.vite/**', 'sw.js', 'og-image.png'],
        },
      }),
      webManifests(),
      buildFiles(build),
      contentSecurityPolicyPlugin(config),
      seoFiles(config),
      routeHtmlPlugin({
        apiUrl: config.apiUrl,
        head: (name, locale) => staticHeadTags(name, locale, config.siteUrl),
      }),
    ],
    // Lightning CSS compiles the stylesheets so they can use the named breakpoints
    // of src/styles/media.css (@custom-media, a draft it supports).
    css: { transformer: 'lightningcss', lightningcss: { drafts: { customMedia: true } } },
    define: { __APP_CONFIG__: JSON.stringify(config), __BUILD__: JSON.stringify(build) },
    // Both send the security headers (build/security-headers.ts). The dev
    // server transforms the entry's module graph and the home page's as it
    // starts (warmup), not as the browser asks for each module one import
    // level at a time: `npm run bench:dev` measures the first paint after
    // "ready".
    server: {
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      headers: SECURITY_HEADERS,
      warmup: { clientFiles: ['./src/main.tsx', './src/app/pages/home-page.tsx'] },
    },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: SECURITY_HEADERS },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      sourcemap: false,
      modulePreload: {
        // Every browser the build targets but Safari < 17 supports modulepreload;
        // there the links are skipped and chunks load when imported, so the
        // polyfill is not worth its bytes on the first visit.
        polyfill: false,
        // A lazy chunk's preload list leaves out the first-visit chunks, which
        // index.html has already loaded (a shorter entry chunk).
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'html'
            ? deps
            : deps.filter((dep) => !/\/(vendor|rolldown-runtime)-[\w-]+\.js$/.test(dep)),
      },
      rollupOptions: {
        treeshake: {
          // Building a zod schema has no side effect: a schema no code reads
          // (of the hundreds in the SDK's zod.gen.ts) is dropped rather than
          // built when its chunk loads.
          manualPureFunctions: ['z'],
        },
        output: {
          // Seven hash characters (Rolldown's least for this many chunks; 42 bits,
          // ample to tell builds apart) rather than eight: the first visit names
          // every lazy chunk and stylesheet in its preload table, and random
          // characters do not compress (140 bytes gzipped).
          chunkFileNames: 'assets/[name]-[hash:7].js',
          assetFileNames: 'assets/[name]-[hash:7][extname]',
          // Everything the first visit needs from libraries and the SDK in one
          // chunk: fewer, larger files compress better than the split Rolldown
          // picks by itself.
          manualChunks(id: string) {
            if (FIRST_VISIT.some((pattern) => pattern.test(id))) return 'vendor';
            return undefined;
          },
        },
      },
    },
  };
});
