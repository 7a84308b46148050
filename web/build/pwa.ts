// Build-time pieces of the installable app: the web manifests in the
// three languages, and the build files the app polls for new versions.
import type { Plugin } from 'vite';

/** The app's name and description in each interface language (the manifests are static files). */
const MANIFEST_TEXT = {
  ru: {
    name: 'Casino Star — казино и ставки',
    short_name: 'Casino Star',
    description: 'Слоты, live-казино, ставки на спорт и собственные игры.',
  },
  en: {
    name: 'Casino Star — casino and betting',
    short_name: 'Casino Star',
    description: 'Slots, live casino, sports betting and in-house games.',
  },
  kz: {
    name: 'Casino Star — казино және ставкалар',
    short_name: 'Casino Star',
    description: 'Слоттар, лайв-казино, спорттық ставкалар және өз ойындарымыз.',
  },
} as const;

/** The manifest file of a locale: ru (the default) is /manifest.webmanifest. */
export function manifestPath(locale: keyof typeof MANIFEST_TEXT): string {
  return locale === 'ru' ? '/manifest.webmanifest' : `/manifest.${locale}.webmanifest`;
}

const ISO = { ru: 'ru-RU', en: 'en-US', kz: 'kk-KZ' } as const;

/** The web manifest of a locale. */
function webManifest(locale: keyof typeof MANIFEST_TEXT): Record<string, unknown> {
  return {
    ...MANIFEST_TEXT[locale],
    id: '/',
    lang: ISO[locale],
    dir: 'ltr',
    start_url: locale === 'ru' ? '/' : `/${locale}/`,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#0f1222',
    theme_color: '#0f1222',
    categories: ['games', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}

/** A manifest's file, as the build writes it and the dev server answers it. */
const manifestFile = (locale: keyof typeof MANIFEST_TEXT) =>
  `${JSON.stringify(webManifest(locale), null, 2)}\n`;

/**
 * Writes the three manifests into the build, and answers them in
 * development (where the page's link would otherwise get index.html, which
 * the browser reports as a console error on every page).
 */
export function webManifests(): Plugin {
  const locales = Object.keys(MANIFEST_TEXT) as (keyof typeof MANIFEST_TEXT)[];
  return {
    name: 'casino:web-manifests',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        const locale = locales.find((l) => manifestPath(l) === path);
        if (!locale) return next();
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(manifestFile(locale));
      });
    },
    generateBundle() {
      for (const locale of locales) {
        this.emitFile({
          type: 'asset',
          fileName: manifestPath(locale).slice(1),
          source: manifestFile(locale),
        });
      }
    },
  };
}

/** What builds/latest.json holds. */
export interface BuildInfo {
  buildId: string;
  /** Epoch ms of the build. */
  timestamp: number;
}

/** A build's id and time, compiled into the app as __BUILD__. */
export function newBuildInfo(now = Date.now()): BuildInfo {
  const random = Math.random().toString(36).slice(2, 8);
  return { buildId: `${now.toString(36)}-${random}`, timestamp: now };
}

/**
 * Writes builds/latest.json ({buildId, timestamp}) and builds/meta/{buildId}.json
 * (the same plus the build's files), which the app polls for new versions.
 */
export function buildFiles(info: BuildInfo): Plugin {
  return {
    name: 'casino:build-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify(info)}\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${info.buildId}.json`,
        source: `${JSON.stringify({ ...info, files: Object.keys(bundle).sort() }, null, 2)}\n`,
      });
    },
  };
}
