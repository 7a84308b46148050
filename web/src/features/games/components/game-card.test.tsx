// A game card's cover as a player sees it: the image while it loads, and when
// it fails (or the game has none) the designed placeholder with the game's
// title in the same 4:3 box; the provider as a text badge.
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp, TEST_GAME } from '../../../test/harness.tsx';
import { GameCard } from './game-card.tsx';

const game = TEST_GAME;

beforeAll(() => loadMessages('ru'));

const render = (image: string) =>
  renderWithApp(<GameCard game={{ ...game, image }} kind="slots" />, { fetch: fakeApi({}).fetch });

describe('a game card', () => {
  it('shows the cover lazily, sized, with the provider as a badge', () => {
    const { container } = render(game.image);
    const cover = container.querySelector('img');
    expect(cover?.getAttribute('src')).toBe(game.image);
    expect(cover?.getAttribute('loading')).toBe('lazy');
    expect([cover?.getAttribute('width'), cover?.getAttribute('height')]).toEqual(['400', '300']);
    expect(screen.getByText('Pragmatic Play').className).toBe('game-card__provider');
    expect(container.querySelector('.game-card__cover--placeholder')).toBeNull();
  });

  it('loads the cover of one of the first cards at once, first in line', () => {
    const { container } = renderWithApp(<GameCard game={game} kind="slots" first />, {
      fetch: fakeApi({}).fetch,
    });
    const cover = container.querySelector('img');
    expect(cover?.getAttribute('loading')).toBe('eager');
    expect(cover?.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows the placeholder with the title when the image fails to load', () => {
    const { container } = render(game.image);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    const placeholder = container.querySelector('.game-card__cover--placeholder');
    expect(placeholder?.textContent).toBe('Wolf Gold');
    // The card still names the game and keeps its links.
    expect(screen.getByRole('heading', { name: 'Wolf Gold' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Демо' }).getAttribute('href')).toBe(
      '/games/slots/wolf-gold/demo',
    );
  });

  it('shows the placeholder when the game has no image', () => {
    const { container } = render('');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.game-card__cover--placeholder')?.textContent).toBe(
      'Wolf Gold',
    );
  });
});
