// The browser fingerprint sent as `fpp` at registration (SPEC.md sections 3
// and 9): kept in local storage; when none is stored yet, the fingerprint
// script (VITE_SCRIPT_FINGERPRINT, loaded after the page is interactive) gets
// at most 500 ms, then a random id stands in for this request. A random id is
// not stored, so the real fingerprint replaces it as soon as the script
// delivers one.
//
// Inferred contract of the script: an ES module in the shape of the open
// source FingerprintJS (`load()` resolving to an agent whose `get()` resolves
// to `{ visitorId }`), the de-facto standard of the field.
import { LOCAL_STORAGE_KEYS, TIMINGS } from '@casino/sdk';

interface FingerprintAgent {
  get(): Promise<{ visitorId?: unknown }>;
}
interface FingerprintModule {
  load?: () => Promise<FingerprintAgent>;
  default?: { load?: () => Promise<FingerprintAgent> };
}

let pending: Promise<string | null> | null = null;

function stored(storage: Pick<Storage, 'getItem'>): string | null {
  try {
    return storage.getItem(LOCAL_STORAGE_KEYS.fingerprint) || null;
  } catch {
    return null;
  }
}

/** Starts the fingerprint script's module and stores the id it gives; failures are logged. */
export function startFingerprint(
  load: () => Promise<FingerprintModule>,
  storage: Pick<Storage, 'setItem'> = localStorage,
): Promise<string | null> {
  pending = load()
    .then(async (module) => {
      const start = module.load ?? module.default?.load;
      if (!start) throw new Error('the fingerprint script has no load()');
      const { visitorId } = await (await start()).get();
      if (typeof visitorId !== 'string' || !visitorId) throw new Error('no visitorId');
      storage.setItem(LOCAL_STORAGE_KEYS.fingerprint, visitorId);
      return visitorId;
    })
    .catch((error: unknown) => {
      console.error('fingerprint script failed', error);
      return null;
    });
  return pending;
}

/** The fingerprint: the stored one, else the script's within 500 ms, else a random stand-in. */
export async function resolveFingerprint(
  storage: Pick<Storage, 'getItem'> = localStorage,
): Promise<string> {
  const known = stored(storage);
  if (known) return known;
  if (pending) {
    const timeout = new Promise<null>((resolve) =>
      setTimeout(() => resolve(null), TIMINGS.fingerprintFallback),
    );
    const id = await Promise.race([pending, timeout]);
    if (id) return id;
  }
  return crypto.randomUUID().replaceAll('-', '');
}

/** Forgets a started script (tests). */
export function resetFingerprint(): void {
  pending = null;
}
