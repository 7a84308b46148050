// The header's account menu against a fake API: guests get Log in and Sign
// up; a player gets the avatar-and-balance button, whose list leads to the
// profile pages, opens the deposit and withdraw modals and logs out, and
// closes on Escape (focus back on the button) or a press outside.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useResponsibleLimits } from '../../shared/domain/responsible.ts';
import { useModals } from '../../shared/ui/modals.tsx';
import {
  fakeApi,
  loadMessages,
  renderWithApp,
  routerPath,
  testProfile,
} from '../../test/harness.tsx';
import { limitsAnswer, timeoutRestriction } from '../../test/responsible.ts';
import { AccountMenu } from './account-menu.tsx';

beforeAll(() => loadMessages('ru'));

/** The open modal's name, as the app's ModalHost would read it. */
function OpenModal() {
  const { current } = useModals();
  return <output aria-label="modal">{current?.name ?? ''}</output>;
}

/** Asks for the limits, as the app's reality check does for every player. */
function LimitsAsked() {
  useResponsibleLimits();
  return null;
}

function renderMenu(
  profile = testProfile({ total_balance: 1500, balance: 1500 }),
  limits = limitsAnswer(),
) {
  const api = fakeApi({
    'GET /profile/user': { body: profile },
    'GET /responsible/limits': { body: limits },
    'PUT /auth/logout': { body: { success: true } },
  });
  const view = renderWithApp(
    <>
      <LimitsAsked />
      <AccountMenu />
      <OpenModal />
      <p>outside</p>
    </>,
    { fetch: api.fetch, token: 'tok-1', path: '/games/crash' },
  );
  return { api, ...view };
}

const menuButton = () => screen.findByRole('button', { name: /Меню аккаунта/ });

async function openMenu() {
  const button = await menuButton();
  fireEvent.click(button);
  await screen.findByRole('button', { name: 'Выйти' });
  return button;
}

describe('AccountMenu', () => {
  it('a guest gets Log in and Sign up, no menu', async () => {
    const api = fakeApi({});
    renderWithApp(<AccountMenu />, { fetch: api.fetch });
    expect(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/?login');
    expect(screen.getByRole('link', { name: 'Регистрация' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Меню аккаунта/ })).toBeNull();
  });

  it('a session whose profile is loading holds the menu button’s shape, never the guest buttons', async () => {
    let answer: ((r: Response) => void) | undefined;
    const slow: typeof globalThis.fetch = () => new Promise<Response>((r) => (answer = r));
    const { container } = renderWithApp(<AccountMenu />, { fetch: slow, token: 'tok-1' });
    expect(container.querySelector('.account-menu__button--loading')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Войти' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Пополнить' })).toBeTruthy();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(
      new Response(JSON.stringify(testProfile({ total_balance: 1500, balance: 1500 })), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await menuButton()).toBeTruthy();
    expect(container.querySelector('.account-menu__button--loading')).toBeNull();
  });

  it('a player: the button shows the initial and the balance, Deposit stays in the header', async () => {
    renderMenu(testProfile({ name: 'алия', total_balance: 1500, balance: 1500 }));
    const button = await menuButton();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toBe('АМеню аккаунта1\u00a0500\u00a0₽');
    expect(screen.getByRole('link', { name: 'Пополнить' }).getAttribute('href')).toBe(
      '/games/crash?deposit',
    );
  });

  it('shows the profile picture when there is one', async () => {
    renderMenu(testProfile({ image: { small: 'https://cdn.test/avatars/1001.png' } }));
    await menuButton();
    expect(document.querySelector('.avatar img')?.getAttribute('src')).toBe(
      'https://cdn.test/avatars/1001.png',
    );
  });

  it('opens a list that leads to the profile pages', async () => {
    renderMenu();
    const button = await openMenu();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    const links = screen.getAllByRole('link').filter((a) => list?.contains(a));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Профиль', '/profile'],
      ['История', '/profile/history'],
      ['Бонусы', '/profile/bonuses'],
      ['Настройки', '/profile/setting'],
      ['Ответственная игра', '/profile/responsible'],
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'История' }));
    await waitFor(() => expect(routerPath()).toBe('/profile/history'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('Deposit and Withdraw open their modals and close the list', async () => {
    renderMenu();
    await openMenu();
    const list = screen.getByRole('list');
    const button = await menuButton();
    fireEvent.click(screen.getAllByRole('button', { name: 'Пополнить' })[0] as HTMLElement);
    expect(screen.getByLabelText('modal').textContent).toBe('payIn');
    expect(list.isConnected).toBe(false);
    // The dialog will give the focus back to the menu's button, not to the page's start.
    expect(document.activeElement).toBe(button);
    await openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Вывести' }));
    expect(screen.getByLabelText('modal').textContent).toBe('withdraw');
  });

  it('during a time-out neither the header nor the list offers a deposit; Withdraw stays', async () => {
    const { api } = renderMenu(undefined, limitsAnswer({ restriction: timeoutRestriction() }));
    await waitFor(() => expect(api.calls('GET /responsible/limits')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Пополнить' })).toBeNull());
    await openMenu();
    expect(screen.queryByRole('button', { name: 'Пополнить' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Вывести' })).toBeTruthy();
  });

  it('a time-out that has ended offers the deposit again', async () => {
    const ended = { ...timeoutRestriction(), until: new Date(Date.now() - 1000).toISOString() };
    const { api } = renderMenu(undefined, limitsAnswer({ restriction: ended }));
    await waitFor(() => expect(api.calls('GET /responsible/limits')).toHaveLength(1));
    await openMenu();
    expect(screen.getByRole('link', { name: 'Пополнить' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Пополнить' })).toBeTruthy();
  });

  it('Down or Up on the button opens the list on its first or last item', async () => {
    renderMenu();
    const button = await menuButton();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Профиль'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Выйти'));
  });

  it('Escape closes the list and gives the focus back to the button; a press outside closes it', async () => {
    renderMenu();
    const button = await openMenu();
    const profile = screen.getByRole('link', { name: 'Профиль' });
    profile.focus();
    fireEvent.keyDown(profile, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('История');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Выйти');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('list')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await openMenu();
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('Log out ends the session: the server is told and Log in comes back', async () => {
    const { api, tokens } = renderMenu();
    await openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    await screen.findByRole('link', { name: 'Войти' });
    expect(tokens.get()).toBeNull();
    await waitFor(() => expect(api.calls('PUT /auth/logout')).toHaveLength(1));
  });
});
