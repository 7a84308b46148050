// The phone's bottom bar: Home, Games, Live and Deposit lead where they say in
// the reader's language, the current page's tab is marked, and Menu opens
// every section, in-house game and help page in a dialog that a followed
// link closes.
import { IN_HOUSE_GAMES } from '@casino/sdk';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp, routerPath, settle } from '../../test/harness.tsx';
import BottomBar from './bottom-bar.tsx';

beforeAll(async () => {
  for (const locale of ['en', 'kz'] as const) await loadMessages(locale);
});

const render = (path: string) =>
  renderWithApp(<BottomBar />, { fetch: fakeApi({}).fetch, path, localeFromPath: true });

describe('the bottom bar', () => {
  it('leads home, to the games, the live casino and the deposit, in the reader’s language', () => {
    render('/kz/games/slots');
    const bar = screen.getByRole('navigation', { name: 'Жылдам навигация' });
    const link = (name: string) => within(bar).getByRole('link', { name });
    expect(link('Басты бет').getAttribute('href')).toBe('/kz');
    expect(link('Ойындар').getAttribute('href')).toBe('/kz/games/slots');
    expect(link('Ойындар').getAttribute('aria-current')).toBe('page');
    expect(link('Басты бет').getAttribute('aria-current')).toBeNull();
    expect(link('Лайв').getAttribute('href')).toBe('/kz/games/live-casino');
    expect(link('Толтыру').getAttribute('href')).toBe('/kz/games/slots?deposit');
  });

  it('names the deposit tab with a word a fifth of a phone holds: "Касса" in Russian', () => {
    render('/games/slots');
    const bar = screen.getByRole('navigation', { name: 'Быстрая навигация' });
    expect(within(bar).getByRole('link', { name: 'Касса' }).getAttribute('href')).toBe(
      '/games/slots?deposit',
    );
  });

  it('opens the menu with every section, game and help page; a link followed closes it', async () => {
    render('/en/faq');
    const open = screen.getByRole('button', { name: 'Menu' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    const dialog = await settle(() => screen.getByRole('dialog', { name: 'Menu' }));
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const links = within(dialog).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(
      expect.arrayContaining([
        '/en/games/slots',
        '/en/tournaments',
        ...IN_HOUSE_GAMES.map((game) => expect.stringMatching(new RegExp(`^/en/games/${game}$`))),
        '/en/fairness',
        '/en/responsible-play',
      ]),
    );
    fireEvent.click(within(dialog).getByRole('link', { name: 'Provably fair' }));
    await settle(() => {
      if (screen.queryByRole('dialog')) throw new Error('still open');
      return true;
    });
    expect(routerPath()).toBe('/en/fairness');
  });
});
