// A game page prerendered for a guest hydrates its boards' settings in one
// render on a device with the defaults (a second, blocking render of every
// board was a long task on a slow phone), and a device with its own choices
// shows them right after.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { setGameFeel, useGameFeel } from './feel.ts';

let renders = 0;

function Probe() {
  const feel = useGameFeel();
  renders += 1;
  return <p>{feel.muted ? 'muted' : `volume ${feel.volume}`}</p>;
}

/** Prerenders the probe as the build does, then hydrates it; the client's renders counted. */
async function hydrated(): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe />);
  renders = 0;
  await act(async () => {
    hydrateRoot(container, <Probe />);
  });
  return container;
}

afterEach(() => setGameFeel({ volume: 0.5, muted: false, instant: false, hotkeys: false }));

it('hydrates in one render on a device with the defaults', async () => {
  const container = await hydrated();
  expect(container.textContent).toBe('volume 0.5');
  expect(renders).toBe(1);
});

it("shows a device's own choices right after hydrating", async () => {
  setGameFeel({ muted: true });
  const container = await hydrated();
  expect(container.textContent).toBe('muted');
});
