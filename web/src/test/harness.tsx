// Renders a component inside the app's providers with a fake API (a fetch
// passed to the SDK client), a fresh SWR cache and a memory router.
//
// Every file that uses it loads, before its first test, the modules the app
// loads on first use along the chains tests wait on: the answer checks'
// schemas (zod and every generated schema, @casino/sdk/schemas: imported at
// the first answer checked, shared/lib/answers.ts, or a live stream's first
// event) and the notifications' renderer (shared/ui/toaster.tsx, at the first
// notification). On a busy machine such a module load alone outlasted
// findBy's 1 s; loaded here, what a test waits for is the answer and the
// render it asserts, never a module.
import { type components, createMemoryTokenStore, type LocaleCode } from '@casino/sdk';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { beforeAll, vi } from 'vitest';
import { I18nProvider, loadLocale, loadMessageGroup, useI18n } from '../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../i18n/message-groups.ts';
import { splitLocale } from '../i18n/paths.ts';
import { GUEST_PLAYER, type Player } from '../shared/domain/player.tsx';
import { ApiProvider, type ApiSettings, useApiQuery } from '../shared/lib/api.tsx';
import { ConfigContext } from '../shared/lib/config-context.ts';
import { ModalProvider } from '../shared/ui/modals.tsx';

beforeAll(async () => {
  await Promise.all([import('@casino/sdk/schemas'), import('../shared/ui/toaster.tsx')]);
});

/**
 * Lets everything that does not wait for the clock happen (promises, the fake
 * API's answers, module loads, React's renders and every effect they run)
 * until `ready` passes (returns without throwing), and gives what it returns.
 * With fake timers the clock stays where it is (timers due now run); with
 * real ones each round is one task. Each round is inside act, so once `ready`
 * sees a render, that render's effects have run too: a test that asserts
 * something did not follow asserts it after all that did.
 * A state that never comes fails with `ready`'s error after `rounds` rounds:
 * a bound on a hang, counted in rounds of work, not in time.
 */
export async function settle<T>(ready: () => T, rounds = 100): Promise<T> {
  let failure: unknown;
  for (let round = 0; round < rounds; round++) {
    try {
      return ready();
    } catch (error) {
      failure = error;
    }
    await act(async () => {
      await vi.dynamicImportSettled();
      if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
      else await new Promise((next) => setTimeout(next, 0));
    });
  }
  throw failure;
}

/** A recorded request. */
interface Seen {
  method: string;
  path: string;
  search: string;
  body: unknown;
  headers: Headers;
}

type Answer =
  | { status?: number; body?: unknown }
  | ((seen: Seen) => { status?: number; body?: unknown });

/** A fake API: answers by "METHOD /path", records every request. */
export function fakeApi(answers: Record<string, Answer>) {
  const seen: Seen[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const entry: Seen = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    };
    seen.push(entry);
    const answer = answers[`${request.method} ${url.pathname}`];
    const { status = 200, body = { success: true } } =
      typeof answer === 'function'
        ? answer(entry)
        : (answer ?? { status: 404, body: { message: 'Not Found' } });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return {
    fetch,
    seen,
    calls: (key: string) => seen.filter((s) => `${s.method} ${s.path}` === key),
  };
}

/** Loads the core messages and every group, as if each page's groups were there. */
export async function loadMessages(locale: LocaleCode = 'ru'): Promise<void> {
  await loadLocale(locale);
  await Promise.all(Object.values(MESSAGE_GROUPS).map((group) => loadMessageGroup(group, locale)));
}

let currentPath = '/';
function PathSpy() {
  currentPath = useLocation().pathname + useLocation().search;
  return null;
}

/** The path the memory router is on. */
export const routerPath = () => currentPath;

/** The interface language from the address, as the app's shell sets it. */
function LocaleFromPath({ children }: { children: ReactNode }) {
  return (
    <I18nProvider locale={splitLocale(useLocation().pathname).locale}>{children}</I18nProvider>
  );
}

/** The API client speaking the interface's language, as the app's shell makes it. */
function ApiInLocale({
  settings,
  children,
}: {
  settings: Omit<ApiSettings, 'locale'>;
  children: ReactNode;
}) {
  const { locale } = useI18n();
  return <ApiProvider settings={{ ...settings, locale }}>{children}</ApiProvider>;
}

/** The interface in ru whatever the address (most tests). */
const Russian = ({ children }: { children: ReactNode }) => (
  <I18nProvider locale="ru">{children}</I18nProvider>
);

/**
 * Renders `ui` at `path` with the app's providers; the interface is in ru
 * unless `localeFromPath` (then the path's language, as in the app; load its
 * messages first).
 */
export function renderWithApp(
  ui: ReactNode,
  options: {
    fetch: typeof globalThis.fetch;
    path?: string;
    token?: string;
    route?: string;
    localeFromPath?: boolean;
  },
) {
  const I18n = options.localeFromPath ? LocaleFromPath : Russian;
  const tokens = createMemoryTokenStore(options.token);
  const config = {
    apiUrl: 'https://api.test',
    partnerCookie: 'partner',
    adplaceCookie: 'adplace',
    ssoHosts: [],
    mirrorHosts: [],
    scripts: {},
  };
  const result = render(
    <ConfigContext.Provider value={config}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <I18n>
            <ApiInLocale settings={{ apiUrl: config.apiUrl, tokens, fetch: options.fetch }}>
              <ModalProvider>
                <PathSpy />
                <Routes>
                  <Route path={options.route ?? '*'} element={ui} />
                  {options.route ? <Route path="*" element={null} /> : null}
                </Routes>
              </ModalProvider>
            </ApiInLocale>
          </I18n>
        </SWRConfig>
      </MemoryRouter>
    </ConfigContext.Provider>,
  );
  return { ...result, tokens };
}

/**
 * A query of its own as a page's are made (`GET /top`, a 404 from a fake API
 * that does not answer it), showing "witness: answered" once its answer is
 * in. Rendered beside what must call nothing, it is the signal that the
 * render's calls have been made: a call made in the same render would have
 * been recorded by the time its answer shows.
 */
export function Witness() {
  const { data, error } = useApiQuery('/top', {}, { notify: false });
  return <output>{data || error ? 'witness: answered' : 'witness: waiting'}</output>;
}

/** A profile as `GET /profile/user` answers it (the spec's shape): a RUB player with nothing on the balance unless told. */
export function testProfile(
  overrides: Partial<components['schemas']['UserProfile']> = {},
): components['schemas']['UserProfile'] {
  return {
    id: 1001,
    name: 'Ivan',
    phone: '79161234567',
    email: 'player@example.com',
    balance: 0,
    bonus: 0,
    bonus_balance: 0,
    total_balance: 0,
    currency: 'RUB',
    locale: 'ru',
    timezone: 'Europe/Moscow',
    register_method: 'email',
    is_phone_verified: false,
    is_email_verified: true,
    is_password_exists: true,
    image: { small: null },
    premium: { status: false },
    is_avatar_hidden: false,
    is_statistics_hidden: false,
    verification: { is_need: false, data: { status: 'init' } },
    features: [],
    region: 'RU',
    ...overrides,
  };
}

/** A slot of the catalog, as the API lists it. */
export const TEST_GAME = {
  id: 7,
  slug: 'wolf-gold',
  title: 'Wolf Gold',
  provider: 'Pragmatic Play',
  category: 'popular',
  image: 'https://cdn.test/covers/wolf-gold.svg',
  has_demo: true,
};

/** A player for tests: a guest unless told otherwise. */
export function testPlayer(overrides: Partial<Player> = {}): Player {
  return { ...GUEST_PLAYER, ...overrides };
}

/** A Storage stand-in over a Map (local and session storage in timer tests). */
export function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}
