// Device and bot detection (SPEC.md section 9): from the user agent with
// ua-parser-js (MIT; pinned to v1, as v2 is AGPL) and isbot, with client hints
// and CDN headers taking priority where given.
import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';

/** What the client is. */
export interface DeviceInfo {
  type: 'mobile' | 'tablet' | 'desktop';
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  isIos: boolean;
  isAndroid: boolean;
  /** Browser family, e.g. `Chrome`, `Safari`, `Firefox`; null when unknown. */
  browser: string | null;
  /** A crawler or other bot (skips the geo check and the SSO redirect). */
  isCrawler: boolean;
}

/** Request headers by lower-case name (a Headers object or a plain record). */
export type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(source: HeaderSource | undefined, name: string): string | undefined {
  if (!source) return undefined;
  if (source instanceof Headers) return source.get(name) ?? undefined;
  const value = source[name] ?? source[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

const yes = (value: string | undefined) => value?.trim().toLowerCase() === 'true';

/** A browser's family as the userBrowser cookie keeps it: `Mobile Safari` and `Chrome WebView` are Safari and Chrome. */
const browserFamily = (name: string | undefined): string | null =>
  name ? name.replace(/^Mobile /, '').replace(/ WebView$/, '') : null;

/** The browser family of a user agent (`Chrome`, `Safari`, `Firefox`…; null when unknown), reading the browser alone. */
export function detectBrowser(userAgent: string): string | null {
  return browserFamily(new UAParser(userAgent).getBrowser().name);
}

/** Detects the device from a user agent and, when given, request headers (CDN headers and client hints first). */
export function detectDevice(
  userAgent: string | null | undefined,
  headers?: HeaderSource,
): DeviceInfo {
  const ua = userAgent ?? header(headers, 'user-agent') ?? '';
  const parsed = new UAParser(ua).getResult();
  const os = parsed.os.name ?? '';
  let type: DeviceInfo['type'] =
    parsed.device.type === 'mobile'
      ? 'mobile'
      : parsed.device.type === 'tablet'
        ? 'tablet'
        : 'desktop';
  let isIos = /^i(OS|Pad)/.test(os) || /iPhone|iPad|iPod/.test(ua);
  let isAndroid = os === 'Android';

  // Client hints (Chromium): Sec-CH-UA-Mobile ?1/?0 and Sec-CH-UA-Platform.
  const chMobile = header(headers, 'sec-ch-ua-mobile');
  if (chMobile === '?1') type = 'mobile';
  else if (chMobile === '?0' && type === 'mobile') type = 'desktop';
  const chPlatform = header(headers, 'sec-ch-ua-platform')?.replaceAll('"', '');
  if (chPlatform) {
    isAndroid = chPlatform === 'Android';
    isIos = chPlatform === 'iOS';
  }

  // CDN headers (CloudFront) win over everything.
  if (yes(header(headers, 'cloudfront-is-tablet-viewer'))) type = 'tablet';
  else if (yes(header(headers, 'cloudfront-is-mobile-viewer'))) type = 'mobile';
  else if (yes(header(headers, 'cloudfront-is-desktop-viewer'))) type = 'desktop';
  if (header(headers, 'cloudfront-is-ios-viewer') !== undefined)
    isIos = yes(header(headers, 'cloudfront-is-ios-viewer'));
  if (header(headers, 'cloudfront-is-android-viewer') !== undefined)
    isAndroid = yes(header(headers, 'cloudfront-is-android-viewer'));

  const browser = browserFamily(parsed.browser.name);
  return {
    type,
    isMobile: type === 'mobile',
    isTablet: type === 'tablet',
    isDesktop: type === 'desktop',
    isIos,
    isAndroid,
    browser,
    isCrawler: ua !== '' && isbot(ua),
  };
}
