// Device detection (SDK) for components. ua-parser-js is large, so it loads
// after the first paint; until then `device` is null. Crawler detection is
// bot.ts.
import type { DeviceInfo } from '@casino/sdk';
import { useEffect, useState } from 'react';

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
