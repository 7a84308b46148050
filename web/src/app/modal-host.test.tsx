// A modal whose module fails to load closes with a notification instead of
// taking the whole page down (a white screen).
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Notifications } from '../shared/notify.tsx';
import { fakeApi, loadMessages, renderWithApp } from '../test/harness.tsx';
import { ModalHost } from './modal-host.tsx';

vi.mock('../features/account/modals/login-modal.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the modal host', () => {
  it('survives a modal module that does not load: the page stays, a notification says so', async () => {
    await loadMessages('ru');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApp(
      <>
        <p>the page</p>
        <ModalHost />
        <Notifications />
      </>,
      { fetch: fakeApi({}).fetch, path: '/?login' },
    );
    await act(async () => {
      await new Promise((r) => setTimeout(r, 100));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка');
    expect(screen.getByText('the page')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.restoreAllMocks();
  });
});
