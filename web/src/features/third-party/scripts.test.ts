// Third-party scripts: off unless configured and enabled, loaded only once the
// page is interactive, failures logged; the fingerprint's 500 ms fallback; the
// Content-Security-Policy allows exactly the configured script hosts.
import { LOCAL_STORAGE_KEYS } from '@casino/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '../../../build/csp.ts';
import {
  resetFingerprint,
  resolveFingerprint,
  startFingerprint,
} from '../../shared/lib/fingerprint.ts';
import { startThirdPartyScripts, whenInteractive } from './scripts.ts';

const scriptTags = () => [...document.head.querySelectorAll('script')].map((s) => s.src);

beforeEach(() => {
  vi.useFakeTimers();
  // happy-dom loads no scripts: every added one fails, which the loader logs.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.clear();
  resetFingerprint();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('third-party scripts', () => {
  it('load nothing when none is configured or when disabled (development)', () => {
    expect(startThirdPartyScripts({}, { enabled: true })).toEqual([]);
    expect(
      startThirdPartyScripts({ chat: 'https://chat.example.com/w.js' }, { enabled: false }),
    ).toEqual([]);
    vi.runAllTimers();
    expect(scriptTags()).toEqual([]);
  });

  it('load each configured script only once the page is interactive', () => {
    const started = startThirdPartyScripts(
      {
        chat: 'https://chat.example.com/w.js',
        captcha: 'https://captcha.example.com/api.js',
      },
      { enabled: true },
    );
    expect(started).toEqual(['chat', 'captcha']);
    expect(scriptTags()).toEqual([]);
    vi.runAllTimers();
    expect(scriptTags()).toEqual([
      'https://chat.example.com/w.js',
      'https://captcha.example.com/api.js',
    ]);
    expect(document.head.querySelector('script')?.async).toBe(true);
  });

  it('log a script that fails to load, with the captcha message of SPEC.md section 8', async () => {
    const error = vi.mocked(console.error);
    startThirdPartyScripts({ captcha: 'https://captcha.example.com/api.js' }, { enabled: true });
    vi.runAllTimers();
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'captcha script failed to load',
        'https://captcha.example.com/api.js',
        expect.any(Error),
      ),
    );
  });

  it('wait for the load event when the page is still loading', () => {
    const listeners: (() => void)[] = [];
    const win = {
      document: { readyState: 'loading' },
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
    } as unknown as Window;
    const callback = vi.fn();
    whenInteractive(callback, win);
    vi.advanceTimersByTime(10_000);
    expect(callback).not.toHaveBeenCalled();
    for (const listener of listeners) listener();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
  });
});

describe('fingerprint', () => {
  const module = (visitorId: string, delay: number) => async () => ({
    load: async () => ({
      get: () =>
        new Promise<{ visitorId: string }>((r) => setTimeout(() => r({ visitorId }), delay)),
    }),
  });

  it('is the stored one when there is one', async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.fingerprint, 'fp-stored');
    expect(await resolveFingerprint()).toBe('fp-stored');
  });

  it("takes the script's id within 500 ms and stores it", async () => {
    void startFingerprint(module('fp-script', 300));
    const id = resolveFingerprint();
    await vi.advanceTimersByTimeAsync(300);
    expect(await id).toBe('fp-script');
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.fingerprint)).toBe('fp-script');
  });

  it('falls back to a random id after 500 ms, and stores the real one when it comes', async () => {
    void startFingerprint(module('fp-late', 2_000));
    const id = resolveFingerprint();
    await vi.advanceTimersByTimeAsync(500);
    expect(await id).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.fingerprint)).toBeNull();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.fingerprint)).toBe('fp-late');
  });

  it('logs a broken script and still gives an id', async () => {
    const error = vi.mocked(console.error);
    void startFingerprint(async () => ({}));
    expect(await resolveFingerprint()).toMatch(/^[0-9a-f]{32}$/);
    expect(error).toHaveBeenCalledWith('fingerprint script failed', expect.any(Error));
  });
});

describe('Content-Security-Policy', () => {
  const directive = (policy: string, name: string) =>
    policy
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.split(' ')
      .slice(1);

  it("allows only the app's own scripts without configured ones", () => {
    const policy = contentSecurityPolicy({ scripts: {} });
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https:']);
  });

  it('allows exactly the configured script hosts and the configured API', () => {
    const policy = contentSecurityPolicy({
      apiUrl: 'http://127.0.0.1:4010',
      scripts: {
        chat: 'https://chat.example.com/widget.js',
        analytics: 'https://chat.example.com/other.js',
        captcha: 'https://captcha.example.org/api.js?render=x',
      },
    });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://chat.example.com',
      'https://captcha.example.org',
    ]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:4010', 'https:']);
  });

  it("lets images and frames come from https and the configured API's origin only", () => {
    const open = contentSecurityPolicy({ scripts: {} });
    expect(directive(open, 'img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(directive(open, 'frame-src')).toEqual(['https:']);
    const policy = contentSecurityPolicy({ apiUrl: 'http://127.0.0.1:4010/api', scripts: {} });
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'http://127.0.0.1:4010',
      'https:',
    ]);
    expect(directive(policy, 'frame-src')).toEqual(['http://127.0.0.1:4010', 'https:']);
  });
});
