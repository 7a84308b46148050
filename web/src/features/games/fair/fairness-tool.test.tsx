// The Fairness button of a seed game's bar: it opens the seed pair in force
// (the same hash the panel under the board commits to), and a rotation with
// the player's own client seed from there starts a new pair with it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../../test/harness.tsx';
import { DemoGamePage } from './components/demo-game-page.tsx';
import { DiceBoard } from './components/dice-board.tsx';
import { freshDemoPerTest, storedDemo } from './test-demo.ts';

beforeAll(() => loadMessages('en'));
freshDemoPerTest();

describe('the Fairness button', () => {
  it('shows the seed pair in force and rotates it with the player’s client seed', async () => {
    renderWithApp(
      <DemoGamePage game="dice">
        <DiceBoard />
      </DemoGamePage>,
      { fetch: fakeApi({}).fetch, path: '/en/games/dice', localeFromPath: true },
    );
    const button = screen.getByTitle("Fairness: this game's seeds").closest('details');
    if (!button) throw new Error('no Fairness button');
    button.open = true;
    fireEvent(button, new Event('toggle'));
    const tool = await screen.findByTestId('fairness-tool');
    // The hash shown is the pair's (the panel under the board shows the same one).
    await waitFor(() => expect(within(tool).getAllByText(/^[0-9a-f]{64}$/)).toHaveLength(1));
    const hash = within(tool).getByText(/^[0-9a-f]{64}$/).textContent;
    fireEvent.change(within(tool).getByLabelText('Client seed for the next seed pair'), {
      target: { value: 'lucky-seven' },
    });
    fireEvent.click(within(tool).getByRole('button', { name: 'Rotate seeds' }));
    await waitFor(() => expect(within(tool).getByText('lucky-seven')).toBeTruthy());
    expect(within(tool).getByText(/^[0-9a-f]{64}$/).textContent).not.toBe(hash);
    expect(storedDemo().clientSeed).toBe('lucky-seven');
  });
});
