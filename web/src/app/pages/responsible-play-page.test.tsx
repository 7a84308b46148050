// /responsible-play, the public page, in each language: the minimum ages by
// region, a guest asked to log in before setting limits, the help links; a
// player led to the profile section with their own region marked.
import type { LocaleCode } from '@casino/sdk';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Player, PlayerContext } from '../../shared/domain/player.tsx';
import {
  fakeApi,
  loadMessages,
  renderWithApp,
  testPlayer,
  testProfile,
} from '../../test/harness.tsx';
import Page from './responsible-play-page.tsx';

beforeAll(async () => {
  for (const locale of ['en', 'kz', 'ru'] as const) await loadMessages(locale);
});

describe('/responsible-play', () => {
  const as = (who: Player, ui: ReactNode) => (
    <PlayerContext.Provider value={who}>{ui}</PlayerContext.Provider>
  );

  it.each([
    [
      'ru',
      '/responsible-play',
      'Ответственная игра',
      'Казахстан: не младше 21',
      'Войдите, чтобы настроить лимиты',
    ],
    [
      'en',
      '/en/responsible-play',
      'Responsible play',
      'Kazakhstan: 21 and over',
      'Log in to set your limits',
    ],
    [
      'kz',
      '/kz/responsible-play',
      'Жауапты ойын',
      'Қазақстан: 21 жас және одан жоғары',
      'Лимиттерді баптау үшін кіріңіз',
    ],
  ] as const)(
    'renders in %s with the ages and, for a guest, the login',
    async (_locale: LocaleCode, path, title, kz, login) => {
      const api = fakeApi({});
      renderWithApp(as(testPlayer(), <Page />), { fetch: api.fetch, path, localeFromPath: true });
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(
        screen.getByText((_, el) => el?.tagName === 'LI' && el.textContent === kz),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: login }).getAttribute('href')).toMatch(/\?login$/);
      expect(screen.getByRole('link', { name: 'gamblersanonymous.org' })).toBeTruthy();
    },
  );

  it('leads a player to the profile section and marks their region', async () => {
    const api = fakeApi({ 'GET /profile/user': { body: testProfile({ region: 'KZ' }) } });
    renderWithApp(as(testPlayer({ loggedIn: true }), <Page />), {
      fetch: api.fetch,
      path: '/responsible-play',
      localeFromPath: true,
      token: 't',
    });
    expect(screen.getByRole('link', { name: 'Настроить лимиты' }).getAttribute('href')).toBe(
      '/profile/responsible',
    );
    expect(
      await screen.findByText(
        (_, el) =>
          el?.tagName === 'LI' && el.textContent === 'Казахстан: не младше 21 (ваш регион)',
      ),
    ).toBeTruthy();
  });
});
