// New builds: the build writes builds/latest.json ({buildId,
// timestamp}); the app polls it and offers a reload when a newer build is out.
// The interval is not in SPEC.md: once a minute, and when the tab comes back
// into view (inferred).

/** A build's id and time (epoch ms). */
export interface BuildInfo {
  buildId: string;
  timestamp: number;
}

/** How often builds/latest.json is polled. */
export const BUILD_POLL_MS = 60_000;

/** True when `latest` is a well-formed build newer than `current` (anything malformed is not). */
export function isNewerBuild(current: BuildInfo, latest: unknown): latest is BuildInfo {
  if (typeof latest !== 'object' || latest === null) return false;
  const { buildId, timestamp } = latest as Partial<BuildInfo>;
  return (
    typeof buildId === 'string' &&
    buildId.length > 0 &&
    typeof timestamp === 'number' &&
    Number.isFinite(timestamp) &&
    buildId !== current.buildId &&
    timestamp > current.timestamp
  );
}

/** Reads builds/latest.json past every cache; null when it cannot be read. */
export async function fetchLatestBuild(fetcher: typeof fetch = fetch): Promise<unknown> {
  try {
    const response = await fetcher(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    return await response.json();
  } catch (error) {
    console.error('could not read builds/latest.json', error);
    return null;
  }
}

/**
 * Polls for a newer build every minute and when the page becomes visible;
 * calls `onNewBuild` once and stops. Returns the stop function.
 */
export function watchBuilds(deps: {
  current: BuildInfo;
  latest: () => Promise<unknown>;
  onNewBuild: (latest: BuildInfo) => void;
  visibility?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}): () => void {
  let stopped = false;
  let busy = false;
  const check = async () => {
    if (stopped || busy) return;
    busy = true;
    try {
      const latest = await deps.latest();
      if (!stopped && isNewerBuild(deps.current, latest)) {
        stop();
        deps.onNewBuild(latest);
      }
    } finally {
      busy = false;
    }
  };
  const onVisible = () => {
    if (deps.visibility?.visibilityState === 'visible') void check();
  };
  const timer = setInterval(() => void check(), BUILD_POLL_MS);
  deps.visibility?.addEventListener('visibilitychange', onVisible);
  function stop() {
    stopped = true;
    clearInterval(timer);
    deps.visibility?.removeEventListener('visibilitychange', onVisible);
  }
  return stop;
}
