// A board's settings: the gear opens sound, volume, instant play and
// hotkeys; instant play stops the board's motion and is kept for the next
// visit; a round sounds (Web Audio notes) unless the sound is off; hotkeys
// play the board once on; a stored value of another shape falls back to the
// defaults.
import { LOCAL_STORAGE_KEYS } from '@casino/sdk';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../../test/harness.tsx';
import { DemoGamePage } from '../fair/components/demo-game-page.tsx';
import { DiceBoard } from '../fair/components/dice-board.tsx';
import { freshDemoPerTest, storedDemo } from '../fair/test-demo.ts';
import { setGameFeel } from './feel.ts';

const DicePage = () => (
  <DemoGamePage game="dice">
    <DiceBoard />
  </DemoGamePage>
);

/** Notes started on a stand-in for the browser's audio context. */
let notes = 0;
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  createOscillator() {
    notes += 1;
    return {
      type: 'sine',
      frequency: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
      connect: (node: unknown) => node,
      start() {},
      stop() {},
    };
  }
  createGain() {
    return {
      gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
      connect: (node: unknown) => node,
    };
  }
  resume() {
    return Promise.resolve();
  }
}

beforeAll(() => loadMessages('en'));
freshDemoPerTest();
beforeEach(() => {
  notes = 0;
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setGameFeel({ volume: 0.5, muted: false, instant: false, hotkeys: false });
});

const roll = async () => {
  fireEvent.change(screen.getByLabelText('Bet, ₽'), { target: { value: '10' } });
  const before = storedDemo().history?.length ?? 0;
  fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
  await waitFor(() => expect(storedDemo().history?.length).toBe(before + 1));
};

describe('the feel of a board', () => {
  it('instant play stops the board moving and is kept on this device', async () => {
    const { container } = renderWithApp(<DicePage />, {
      fetch: fakeApi({}).fetch,
      path: '/en/games/dice',
      localeFromPath: true,
    });
    const board = () => container.querySelector('.board') as HTMLElement;
    expect(board().classList.contains('board--instant')).toBe(false);
    const gear = screen.getByTitle('Game settings').closest('details') as HTMLDetailsElement;
    gear.open = true;
    fireEvent(gear, new Event('toggle'));
    fireEvent.click(await screen.findByLabelText('Instant play (no animation)'));
    expect(board().classList.contains('board--instant')).toBe(true);
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.gameFeel) ?? '{}')).toMatchObject({
      instant: true,
    });
  });

  it('a round sounds at the chosen volume, and not at all with the sound off', async () => {
    setGameFeel({ muted: false, volume: 0.8 });
    renderWithApp(<DicePage />, {
      fetch: fakeApi({}).fetch,
      path: '/en/games/dice',
      localeFromPath: true,
    });
    await roll();
    // The bet, then the win or the loss.
    await waitFor(() => expect(notes).toBeGreaterThanOrEqual(2));
    setGameFeel({ muted: true });
    const heard = notes;
    await roll();
    expect(notes).toBe(heard);
  });

  it('hotkeys play the board once turned on, and leave typing alone', async () => {
    renderWithApp(<DicePage />, {
      fetch: fakeApi({}).fetch,
      path: '/en/games/dice',
      localeFromPath: true,
    });
    const amount = screen.getByLabelText('Bet, ₽') as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '10' } });
    const played = () => storedDemo().history?.length ?? 0;
    // Off by default: a key does nothing.
    fireEvent.keyDown(document.body, { key: 'd' });
    expect(amount.value).toBe('10');
    act(() => setGameFeel({ hotkeys: true }));
    fireEvent.keyDown(document.body, { key: 'd' });
    await waitFor(() => expect(amount.value).toBe('20'));
    fireEvent.keyDown(document.body, { key: 's' });
    await waitFor(() => expect(amount.value).toBe('10'));
    // A key typed into the amount is the field's.
    fireEvent.keyDown(amount, { key: 'd' });
    expect(amount.value).toBe('10');
    fireEvent.keyDown(document.body, { key: ' ' });
    await waitFor(() => expect(played()).toBe(1));
  });

  it('falls back to the defaults for a stored value of another shape', () => {
    localStorage.setItem(
      LOCAL_STORAGE_KEYS.gameFeel,
      JSON.stringify({ volume: 7, muted: 'no', instant: null }),
    );
    vi.resetModules();
    return import('./feel.ts').then((fresh) =>
      expect(fresh.gameFeel()).toEqual({
        volume: 0.5,
        muted: false,
        instant: false,
        hotkeys: false,
      }),
    );
  });
});
