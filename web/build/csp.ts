// The Content-Security-Policy of the built app, as a <meta> tag in index.html
// (a server may send the same as a header). Scripts: the app's own and exactly
// the configured third-party scripts' origins. Images and frames: https and
// the configured API's origin (the sandbox's covers and stand-in game pages,
// when a build runs against it). Connections: the app's origin,
// the configured API (the mock in tests) and any https host, because the API
// host is derived from the page host at run time (api. + the mirror's domain)
// and the mirror checks probe domains that only the API names.
import type { Plugin } from 'vite';
import type { AppConfig } from '../src/shared/lib/config.ts';

/** The policy for a configuration, one directive per entry. */
export function contentSecurityPolicy(config: Pick<AppConfig, 'apiUrl' | 'scripts'>): string {
  const scriptOrigins = [
    ...new Set(
      Object.values(config.scripts)
        .filter((url): url is string => Boolean(url))
        .map((url) => new URL(url).origin),
    ),
  ];
  const api = config.apiUrl ? [new URL(config.apiUrl).origin] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptOrigins],
    ['connect-src', "'self'", ...api, 'https:'],
    // Game covers come from a CDN (https:) or, in front of the sandbox, from the API's origin.
    ['img-src', "'self'", 'data:', ...api, 'https:'],
    // React's style attributes and the notification renderer's injected styles.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['font-src', "'self'", 'data:'],
    // Game launches, the sportsbook, captcha and chat frames.
    ['frame-src', ...api, 'https:'],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Adds the policy to the built index.html. */
export function contentSecurityPolicyPlugin(config: AppConfig): Plugin {
  return {
    name: 'casino:content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(config) },
        injectTo: 'head-prepend',
      },
    ],
  };
}
