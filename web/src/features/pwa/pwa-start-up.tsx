// The installable app on the page, mounted lazily by the app after the first
// paint: the service worker (production builds only), the install banner,
// the new-build banner, the userVersion cookie and the manifest of the
// interface language.
import { COOKIES } from '@casino/sdk';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useI18n, WithMessages } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { requestMirrorSync } from '../../shared/domain/mirror-sync.ts';
import { writeCookie } from '../../shared/lib/cookies.ts';
import {
  appInstalled,
  installPromptEvent,
  subscribeInstallPrompt,
  takeInstallPrompt,
} from '../../shared/lib/install-event.ts';
import { guardedReload } from '../../shared/lib/reload.ts';
import {
  hideInstall,
  type InstallState,
  installHidden,
  showInstallPrompt,
} from './install-prompt.ts';
import { SYNC_MIRRORS, startLifecycle } from './lifecycle.ts';
import { type BuildInfo, fetchLatestBuild, watchBuilds } from './new-build.ts';
import './pwa.css';

/** What the app passes in. */
export interface PwaOptions {
  /** Register the worker and poll for builds (production builds). */
  enabled: boolean;
  /** This build. */
  build: BuildInfo;
}

const MESSAGES = [MESSAGE_GROUPS.pwa];

const MANIFESTS = {
  ru: '/manifest.webmanifest',
  en: '/manifest.en.webmanifest',
  kz: '/manifest.kz.webmanifest',
};
function reload(): boolean {
  const reloaded = guardedReload({
    now: Date.now,
    storage: sessionStorage,
    reload: () => window.location.reload(),
  });
  if (!reloaded)
    console.warn('service worker: reload skipped, the page reloaded less than 10 s ago');
  return reloaded;
}

function useInstallState(): [InstallState, (s: InstallState) => void] {
  const offered = useSyncExternalStore(subscribeInstallPrompt, installPromptEvent, () => null);
  const [state, setState] = useState<InstallState>('unavailable');
  useEffect(() => {
    if (appInstalled()) setState('accepted');
    else if (offered && !installHidden(localStorage))
      setState((s) => (s === 'unavailable' ? 'available' : s));
  }, [offered]);
  return [state, setState];
}

function InstallBanner({ setState }: { setState: (s: InstallState) => void }) {
  const { t } = useI18n();
  const install = async () => {
    const event = takeInstallPrompt();
    if (!event) return setState('unavailable');
    setState(await showInstallPrompt(event, localStorage, () => setState('shown')));
  };
  const later = () => {
    hideInstall(localStorage);
    setState('dismissed');
  };
  return (
    <section className="app-banner" aria-label={t('pwa.installTitle')}>
      <img src="/icons/icon-192.png" alt="" width={40} height={40} />
      <p className="app-banner__text">
        <strong>{t('pwa.installTitle')}</strong>
        <span>{t('pwa.installText')}</span>
      </p>
      <button
        type="button"
        className="button button--primary button--small"
        onClick={() => void install()}
      >
        {t('pwa.install')}
      </button>
      <button type="button" className="button button--ghost button--small" onClick={later}>
        {t('pwa.notNow')}
      </button>
    </section>
  );
}

function NewBuildBanner({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  return (
    <div className="app-banner" role="status">
      <p className="app-banner__text">
        <strong>{t('pwa.newBuild')}</strong>
      </p>
      <button
        type="button"
        className="button button--primary button--small"
        onClick={() => window.location.reload()}
      >
        {t('pwa.reload')}
      </button>
      <button type="button" className="button button--ghost button--small" onClick={onClose}>
        {t('common.close')}
      </button>
    </div>
  );
}

/** Mounted once by the app. */
export default function PwaStartUp({ enabled, build }: PwaOptions) {
  const { locale } = useI18n();
  const [newBuild, setNewBuild] = useState(false);
  const [install, setInstall] = useInstallState();
  const offerInstall = install === 'available' || install === 'shown';

  useEffect(() => {
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', MANIFESTS[locale]);
  }, [locale]);

  useEffect(() => {
    writeCookie(COOKIES.userVersion, build.buildId);
  }, [build.buildId]);

  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator)) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === SYNC_MIRRORS) requestMirrorSync();
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    import('workbox-window')
      .then(({ Workbox }) =>
        startLifecycle(new Workbox('/sw.js', { scope: '/', updateViaCache: 'none' }), {
          reload,
          online: () => navigator.onLine,
          ready: () => navigator.serviceWorker.ready,
        }),
      )
      .then((s) => {
        if (cancelled) s();
        else stop = s;
      })
      .catch((error: unknown) => console.error('service worker start failed', error));
    return () => {
      cancelled = true;
      stop?.();
      navigator.serviceWorker.removeEventListener('message', onMessage);
    };
  }, [enabled]);

  useEffect(() => {
    if (!enabled) return;
    return watchBuilds({
      current: build,
      latest: () => fetchLatestBuild(),
      onNewBuild: () => setNewBuild(true),
      visibility: document,
    });
  }, [enabled, build]);

  if (!newBuild && !offerInstall) return null;
  return (
    <WithMessages groups={MESSAGES}>
      <div className="app-banners">
        {newBuild ? <NewBuildBanner onClose={() => setNewBuild(false)} /> : null}
        {offerInstall ? <InstallBanner setState={setInstall} /> : null}
      </div>
    </WithMessages>
  );
}
