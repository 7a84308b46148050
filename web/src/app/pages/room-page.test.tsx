// The three room routes, one module for all: each shows the room of its own
// address (the room in its route's params), its table's stream that room's.
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDemoPerTest } from '../../features/games/fair/test-demo.ts';
import { fakeApi, loadMessages, renderWithApp } from '../../test/harness.tsx';
import { ScriptedSource } from '../../test/scripted-source.ts';
import { RoutePage } from '../route-page.tsx';

beforeAll(() => loadMessages('ru'));
freshDemoPerTest();
afterEach(() => vi.unstubAllGlobals());

describe('a room’s page', () => {
  it.each([
    ['roomRed', '/games/rooms/red', 'red', 'Красная комната'],
    ['roomYellow', '/games/rooms/yellow', 'yellow', 'Жёлтая комната'],
    ['roomPurple', '/games/rooms/purple', 'purple', 'Фиолетовая комната'],
  ] as const)('%s shows the room of its address, %s', async (name, path, room, title) => {
    vi.stubGlobal('EventSource', ScriptedSource);
    renderWithApp(<RoutePage name={name} />, { fetch: fakeApi({}).fetch, path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect((await ScriptedSource.opened()).url).toMatch(new RegExp(`/rooms/${room}/`));
  });
});
