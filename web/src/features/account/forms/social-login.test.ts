// The social login popup's address check: https anywhere, plain http only on
// a loopback host (the sandbox's stand-in page), nothing else.
import { describe, expect, it } from 'vitest';
import { popupAddressAllowed } from './social-login.tsx';

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
