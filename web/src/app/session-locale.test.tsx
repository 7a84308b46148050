// The profile-locale rule (features/account/session.tsx): at a login (password,
// social, here or in another tab) the profile's language becomes the
// interface's; otherwise (a page load with a session, the language switch, a
// locale-prefixed address) the interface's wins and is saved to the profile;
// the settings page changes the interface at once. Against a fake API whose
// profile keeps what PUT /profile/settings sends.
import type { components } from '@casino/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountMenu } from '../features/account/account-menu.tsx';
import { PasswordLogin } from '../features/account/forms/password-login.tsx';
import { SocialLogin } from '../features/account/forms/social-login.tsx';
import { SessionEffects } from '../features/account/session.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { useProfile, useReloadProfile } from '../shared/domain/profile.ts';
import { SESSION_KEY } from '../shared/lib/cookies.ts';
import { Notifications } from '../shared/ui/notify.tsx';
import { fakeApi, loadMessages, renderWithApp, routerPath, testProfile } from '../test/harness.tsx';
import { LanguageSwitch } from './layouts/language-switch.tsx';
import ProfileSettingPage from './pages/profile-setting-page.tsx';

type Profile = components['schemas']['UserProfile'];

/** A fake API with one player whose profile keeps the settings it is sent. */
function server(locale: string | null) {
  const state = { profile: testProfile({ locale }) as Profile };
  const api = fakeApi({
    'GET /profile/user': () => ({ body: state.profile }),
    'PUT /profile/settings': ({ body }) => {
      state.profile = { ...state.profile, ...(body as object) };
      return { body: { success: true } };
    },
    'POST /api/v2/auth/login/email/password': {
      body: { success: true, token: 'tok-2', sso: null },
    },
    'PUT /auth/logout': { body: { success: true } },
  });
  const saved = () => api.calls('PUT /profile/settings').map((c) => c.body);
  return { ...api, state, saved };
}

/** What the test reads: the interface language and the cached profile's. */
function Probe() {
  const { locale } = useI18n();
  const { data } = useProfile();
  return (
    <p data-testid="probe">
      {locale}:{data ? String(data.locale) : '-'}
    </p>
  );
}
const probe = () => screen.getByTestId('probe').textContent;

// StrictMode runs every effect twice on mount, as the app's development build
// does: the rule must not act twice on the same state.
const app = (
  <StrictMode>
    <SessionEffects />
    <LanguageSwitch />
    <AccountMenu />
    <Probe />
  </StrictMode>
);

/** The profile's schema check loads on demand first (slow on a busy machine). */
const loaded = (text: string) => waitFor(() => expect(probe()).toBe(text), { timeout: 5000 });

beforeAll(async () => {
  await Promise.all([loadMessages('ru'), loadMessages('en'), loadMessages('kz')]);
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('a page load with a session: the interface wins', () => {
  it('/en with a ru profile stays in English and saves en to the profile', async () => {
    const api = server('ru');
    renderWithApp(app, {
      fetch: api.fetch,
      token: 'tok-1',
      path: '/en/bonuses',
      localeFromPath: true,
    });
    await loaded('en:en');
    expect(routerPath()).toBe('/en/bonuses');
    expect(api.saved()).toEqual([{ locale: 'en' }]);
    expect(api.state.profile.locale).toBe('en');
  });

  it('/kz with a ru profile stays in Kazakh and saves kz', async () => {
    const api = server('ru');
    renderWithApp(app, { fetch: api.fetch, token: 'tok-1', path: '/kz', localeFromPath: true });
    await loaded('kz:kz');
    expect(routerPath()).toBe('/kz');
    expect(api.saved()).toEqual([{ locale: 'kz' }]);
  });

  it('the same language: nothing is saved until the player switches', async () => {
    const api = server('en');
    renderWithApp(app, { fetch: api.fetch, token: 'tok-1', path: '/en', localeFromPath: true });
    await loaded('en:en');
    // The rule has run once the switch's save arrives: it is the only save.
    fireEvent.click(screen.getByRole('button', { name: 'KZ' }));
    await waitFor(() => expect(api.saved()).toEqual([{ locale: 'kz' }]));
  });

  it('the bare address with a kz profile takes Kazakh (a choice made elsewhere), nothing is saved', async () => {
    const api = server('kz');
    renderWithApp(app, {
      fetch: api.fetch,
      token: 'tok-1',
      path: '/bonuses',
      localeFromPath: true,
    });
    await loaded('kz:kz');
    expect(routerPath()).toBe('/kz/bonuses');
    expect(Cookies.get('locale')).toBe('kz');
    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    await waitFor(() => expect(api.saved()).toEqual([{ locale: 'en' }]));
  });

  it('a save that failed is made again at the next profile answer; the interface keeps the choice', async () => {
    const api = server('ru');
    let failures = 1;
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'PUT' && new URL(request.url).pathname === '/profile/settings') {
        if (failures-- > 0) {
          await request.text();
          return new Response('{"message":"down"}', { status: 503 });
        }
      }
      return api.fetch(request);
    };
    function Reload() {
      const reload = useReloadProfile();
      return (
        <button type="button" onClick={() => void reload()}>
          reload
        </button>
      );
    }
    renderWithApp(
      <StrictMode>
        {app}
        <Reload />
      </StrictMode>,
      { fetch, token: 'tok-1', path: '/en', localeFromPath: true },
    );
    await loaded('en:en');
    await waitFor(() => expect(failures).toBe(0));
    expect(api.state.profile.locale).toBe('ru');
    // The profile is answered again (after a deposit, say): still ru on the
    // server, which is no reason to leave English but to save it again.
    fireEvent.click(screen.getByRole('button', { name: 'reload' }));
    await waitFor(() => expect(api.state.profile.locale).toBe('en'));
    expect(routerPath()).toBe('/en');
    expect(probe()).toBe('en:en');
  });

  it('a profile without a language gets the interface language', async () => {
    const api = server(null);
    renderWithApp(app, { fetch: api.fetch, token: 'tok-1', path: '/kz', localeFromPath: true });
    await loaded('kz:kz');
    expect(api.saved()).toEqual([{ locale: 'kz' }]);
  });

  it('the language switch changes the interface and saves the choice, the cached profile follows', async () => {
    const api = server('ru');
    renderWithApp(app, { fetch: api.fetch, token: 'tok-1', path: '/top', localeFromPath: true });
    await loaded('ru:ru');
    fireEvent.click(screen.getByRole('button', { name: 'KZ' }));
    await loaded('kz:kz');
    expect(routerPath()).toBe('/kz/top');
    expect(Cookies.get('locale')).toBe('kz');
    expect(api.saved()).toEqual([{ locale: 'kz' }]);
    expect(api.calls('GET /profile/user')).toHaveLength(1);
  });
});

describe('a login: the profile language wins', () => {
  const login = () => {
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'player@example.com' } });
    fireEvent.change(screen.getByLabelText(/^(Password|Құпиясөз|Пароль)$/), {
      target: { value: 's3cret-pass' },
    });
    fireEvent.click(
      screen.getAllByRole('button', { name: /^(Log in|Кіру|Войти)$/ }).at(-1) as HTMLElement,
    );
  };

  it('a guest on /en logs in with a kz profile: the interface goes to Kazakh, nothing is saved', async () => {
    const api = server('kz');
    renderWithApp(
      <>
        {app}
        <PasswordLogin channel="email" onDone={() => undefined} />
      </>,
      { fetch: api.fetch, path: '/en/top?x=1', localeFromPath: true },
    );
    login();
    await loaded('kz:kz');
    expect(routerPath()).toBe('/kz/top?x=1');
    expect(Cookies.get('locale')).toBe('kz');
    expect(api.saved()).toEqual([]);
  });

  it('a login with a profile without a language: the interface stays and is saved', async () => {
    const api = server(null);
    renderWithApp(
      <>
        {app}
        <PasswordLogin channel="email" onDone={() => undefined} />
      </>,
      { fetch: api.fetch, path: '/en', localeFromPath: true },
    );
    login();
    await loaded('en:en');
    expect(routerPath()).toBe('/en');
    expect(api.saved()).toEqual([{ locale: 'en' }]);
  });

  it('log out, switch language, log in again: the profile language applies again', async () => {
    const api = server('ru');
    renderWithApp(
      <>
        {app}
        <PasswordLogin channel="email" onDone={() => undefined} />
      </>,
      { fetch: api.fetch, token: 'tok-1', path: '/', localeFromPath: true },
    );
    await loaded('ru:ru');
    // Log out is in the account menu.
    fireEvent.click(screen.getByRole('button', { name: /Меню аккаунта/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    await loaded('ru:-');
    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    await loaded('en:-');
    expect(api.saved()).toEqual([]); // a guest's choice is not the profile's
    login();
    await loaded('ru:ru');
    expect(routerPath()).toBe('/');
    expect(Cookies.get('locale')).toBe('ru');
    expect(api.saved()).toEqual([]);
  });

  it('a social login (the popup hands the token back): the profile language applies', async () => {
    const api = server('en');
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'PUT' && new URL(request.url).pathname === '/auth/login')
        return new Response('{"url":"https://accounts.example.com/o/oauth2/auth"}', {
          headers: { 'Content-Type': 'application/json' },
        });
      return api.fetch(request);
    };
    const popup = { location: { href: '' }, close: () => undefined } as unknown as Window;
    vi.spyOn(window, 'open').mockReturnValue(popup);
    renderWithApp(
      <>
        {app}
        <SocialLogin kind="login" onDone={() => undefined} />
      </>,
      { fetch, path: '/kz/bonuses', localeFromPath: true },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Google' }));
    await waitFor(() => expect(popup.location.href).toContain('accounts.example.com'));
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        source: popup,
        data: { type: 'casino:social-login', token: 'tok-social' },
      }),
    );
    await loaded('en:en');
    expect(routerPath()).toBe('/en/bonuses');
    expect(api.saved()).toEqual([]);
  });

  it('a login in another tab: this tab takes the profile language too', async () => {
    const api = server('kz');
    const { tokens } = renderWithApp(app, { fetch: api.fetch, path: '/en', localeFromPath: true });
    await loaded('en:-');
    tokens.set('tok-other'); // what the other tab's login leaves in the shared cookie
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY }));
    await loaded('kz:kz');
    expect(routerPath()).toBe('/kz');
    expect(api.saved()).toEqual([]);
  });
});

describe('an account switch', () => {
  it("takes the new player's language, never the old player's cached profile", async () => {
    const saved: unknown[] = [];
    const profiles: Record<string, Profile> = {
      'Bearer tok-A': testProfile({ id: 1, locale: 'en' }),
      'Bearer tok-B': testProfile({ id: 2, locale: 'kz' }),
    };
    const api = fakeApi({
      'GET /profile/user': ({ headers }) => ({
        body: profiles[headers.get('Authorization') ?? ''],
      }),
      'PUT /profile/settings': ({ body }) => {
        saved.push(body);
        return { body: { success: true } };
      },
    });
    const { tokens } = renderWithApp(app, {
      fetch: api.fetch,
      token: 'tok-A',
      path: '/en',
      localeFromPath: true,
    });
    await loaded('en:en');
    tokens.set('tok-B'); // a login as another player in another tab
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY }));
    await loaded('kz:kz');
    expect(routerPath()).toBe('/kz');
    expect(saved).toEqual([]);
  });
});

describe('the settings page', () => {
  it('a saved language changes the interface at once', async () => {
    const api = server('ru');
    renderWithApp(
      <>
        {app}
        <ProfileSettingPage />
        <Notifications />
      </>,
      { fetch: api.fetch, token: 'tok-1', path: '/profile/setting', localeFromPath: true },
    );
    const select = await screen.findByRole('combobox', { name: 'Язык' }, { timeout: 5000 });
    fireEvent.change(select, { target: { value: 'en' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await loaded('en:en');
    expect(routerPath()).toBe('/en/profile/setting');
    expect(Cookies.get('locale')).toBe('en');
    expect(api.state.profile.locale).toBe('en');
    expect(api.saved()).toHaveLength(1); // the settings' own call
    expect(api.calls('GET /profile/user')).toHaveLength(2); // and the reload
    // The success notice (its renderer loads on demand: waited for, not left loading).
    expect(await screen.findByText('Настройки сохранены.', {}, { timeout: 5000 })).toBeVisible();
  });
});
