// A modal whose module fails to load closes with a notification instead of
// taking the whole page down (a white screen), and opening it again loads it
// anew (React.lazy alone would keep the failure until a reload).
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useModals } from '../shared/ui/modals.tsx';
import { Notifications } from '../shared/ui/notify.tsx';
import { fakeApi, loadMessages, renderWithApp } from '../test/harness.tsx';
import { ModalHost } from './modal-host.tsx';

/** How many times the login modal's module was asked for; the first load fails. */
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../features/account/modals/login-modal.tsx', () => {
  loads.count += 1;
  if (loads.count === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return { default: () => <div role="dialog">the login modal</div>, messages: [] };
});

function OpenLogin() {
  const { open } = useModals();
  return (
    <button type="button" onClick={() => open('login')}>
      open login
    </button>
  );
}

describe('the modal host', () => {
  it('survives a modal module that does not load, and loads it when opened again', async () => {
    await loadMessages('ru');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApp(
      <>
        <p>the page</p>
        <OpenLogin />
        <ModalHost />
        <Notifications />
      </>,
      { fetch: fakeApi({}).fetch, path: '/?login' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка');
    expect(screen.getByText('the page')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'open login' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('the login modal');
    expect(loads.count).toBe(2);
    vi.restoreAllMocks();
  });
});
