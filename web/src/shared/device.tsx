// Device detection (SDK) for components. ua-parser-js is large, so it loads
// after the first paint; until then `device` is null. Crawler detection, which
// the first render needs, is the small isbot check.
import type { DeviceInfo } from '@casino/sdk';
import { isbot } from 'isbot';
import { useEffect, useState } from 'react';

/** True when the browser is a crawler or another bot. */
export function isBotUserAgent(userAgent: string = navigator.userAgent): boolean {
  return isbot(userAgent);
}

let cached: DeviceInfo | null = null;

/** The device, once detected (null on the very first render). */
export function useDevice(): DeviceInfo | null {
  const [device, setDevice] = useState<DeviceInfo | null>(cached);
  useEffect(() => {
    if (cached) return;
    let current = true;
    import('@casino/sdk/device').then(({ detectDevice }) => {
      cached = detectDevice(navigator.userAgent);
      if (current) setDevice(cached);
    });
    return () => {
      current = false;
    };
  }, []);
  return device;
}
