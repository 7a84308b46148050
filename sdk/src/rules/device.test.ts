import { describe, expect, it } from 'vitest';
import { detectBrowser, detectDevice } from './device.ts';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  yandexbot: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
};

describe('device detection (SPEC.md section 9)', () => {
  it('reads mobile, tablet, desktop, iOS, Android and the browser family from the user agent', () => {
    expect(detectDevice(UA.iphone)).toMatchObject({
      type: 'mobile',
      isIos: true,
      isAndroid: false,
      browser: 'Safari',
      isCrawler: false,
    });
    expect(detectDevice(UA.ipad)).toMatchObject({ type: 'tablet', isTablet: true, isIos: true });
    expect(detectDevice(UA.android)).toMatchObject({
      type: 'mobile',
      isAndroid: true,
      browser: 'Chrome',
    });
    expect(detectDevice(UA.desktop)).toMatchObject({
      type: 'desktop',
      isDesktop: true,
      browser: 'Chrome',
    });
    expect(detectDevice(UA.firefox)).toMatchObject({ type: 'desktop', browser: 'Firefox' });
  });

  it('reads the browser family alone as the device detection names it', () => {
    expect(detectBrowser(UA.iphone)).toBe('Safari');
    expect(detectBrowser(UA.android)).toBe('Chrome');
    expect(detectBrowser(UA.firefox)).toBe('Firefox');
    expect(detectBrowser('')).toBeNull();
    for (const ua of Object.values(UA)) expect(detectBrowser(ua)).toBe(detectDevice(ua).browser);
  });

  it('detects crawlers', () => {
    expect(detectDevice(UA.googlebot).isCrawler).toBe(true);
    expect(detectDevice(UA.yandexbot).isCrawler).toBe(true);
    expect(detectDevice('').isCrawler).toBe(false);
  });

  it('lets CDN headers and client hints win over the user agent', () => {
    expect(
      detectDevice(UA.desktop, {
        'cloudfront-is-mobile-viewer': 'true',
        'cloudfront-is-android-viewer': 'true',
      }),
    ).toMatchObject({ type: 'mobile', isAndroid: true });
    expect(
      detectDevice(
        UA.iphone,
        new Headers({
          'CloudFront-Is-Desktop-Viewer': 'true',
          'CloudFront-Is-Tablet-Viewer': 'false',
          'CloudFront-Is-Mobile-Viewer': 'false',
        }),
      ),
    ).toMatchObject({ type: 'desktop' });
    expect(
      detectDevice(UA.desktop, { 'sec-ch-ua-mobile': '?1', 'sec-ch-ua-platform': '"Android"' }),
    ).toMatchObject({ type: 'mobile', isAndroid: true });
    expect(detectDevice(null, { 'user-agent': UA.android }).isAndroid).toBe(true);
  });
});
