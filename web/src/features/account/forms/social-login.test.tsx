// The social login popup's address check (https anywhere, plain http only on
// a loopback host: the sandbox's stand-in page, nothing else), and the
// hand-back: only from the popup of the attempt under way, once.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, loadMessages, renderWithApp, testProfile } from '../../../test/harness.tsx';
import { popupAddressAllowed, SocialLogin } from './social-login.tsx';

describe('the social login popup address', () => {
  it.each([
    'https://accounts.example.com/o/oauth2/auth?client_id=casino',
    'https://127.0.0.1:4011/_sandbox/social/google',
    'http://127.0.0.1:4011/_sandbox/social/google?origin=http%3A%2F%2F127.0.0.1%3A5173',
    'http://127.8.9.10:4011/x',
    'http://localhost:4011/_sandbox/social/vk',
    'http://[::1]:4011/_sandbox/social/telegram',
  ])('opens %s', (url) => {
    expect(popupAddressAllowed(url)).toBe(true);
  });

  it.each([
    'http://accounts.example.com/o/oauth2/auth',
    'http://127.0.0.1.evil.example/x',
    'http://localhost.evil.example/x',
    'http://10.0.0.1/x',
    'javascript:alert(1)',
    'data:text/html,<p>hi</p>',
    '//127.0.0.1:4011/x',
    'not a url',
    '',
  ])('refuses %s', (url) => {
    expect(popupAddressAllowed(url)).toBe(false);
  });
});

describe('the social login hand-back', () => {
  beforeAll(() => loadMessages('ru'));
  afterEach(() => vi.restoreAllMocks());

  /** Renders the buttons with a fake popup; returns it, the token store and onDone. */
  function setup() {
    const popup = { location: { href: '' }, close: vi.fn() } as unknown as Window;
    const opened = vi.spyOn(window, 'open').mockReturnValue(popup);
    const api = fakeApi({
      'PUT /auth/login': {
        body: { url: 'https://accounts.example.com/o/oauth2/auth?client_id=casino' },
      },
      'GET /profile/user': { body: testProfile() },
    });
    const onDone = vi.fn();
    const { tokens } = renderWithApp(<SocialLogin kind="login" onDone={onDone} />, {
      fetch: api.fetch,
    });
    const handBack = (source: unknown, token = 'social-token') =>
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          source: source as Window,
          data: { type: 'casino:social-login', token },
        }),
      );
    return { popup, opened, tokens, onDone, handBack };
  }

  it('takes the token from the popup it opened, under a name of its own', async () => {
    const { popup, opened, tokens, onDone, handBack } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Google' }));
    await waitFor(() => expect(popup.location.href).toContain('accounts.example.com'));
    const [first] = opened.mock.calls;
    expect(first?.[1]).toMatch(/^casino-social-login-\d+$/);
    handBack(popup);
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(tokens.get()).toBe('social-token');
  });

  it('ignores a hand-back from any other window, and any before a login was started', async () => {
    const { popup, tokens, onDone, handBack } = setup();
    handBack(popup, 'early-token');
    fireEvent.click(screen.getByRole('button', { name: 'Google' }));
    await waitFor(() => expect(popup.location.href).toContain('accounts.example.com'));
    // The page takes or refuses a hand-back as the message arrives (dispatched here at once).
    handBack(window, 'forged-token');
    handBack(null, 'forged-token');
    expect(onDone).not.toHaveBeenCalled();
    expect(tokens.get()).toBeNull();
    // The real popup still completes the attempt: a forged hand-back taken
    // would have ended it, and its token would be the one kept.
    handBack(popup);
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(tokens.get()).toBe('social-token');
  });
});
