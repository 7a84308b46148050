// Timings of SPEC.md section 9, in milliseconds.

/** Every timing of the product, in ms. */
export const TIMINGS = {
  invoicePolling: 5_000,
  invoiceLifeDefault: 1_200_000,
  payInAutoOpen: 17_000,
  promoBonusCountdown: 3 * 86_400_000,
  welcomePackCountdown: 7 * 86_400_000,
  serviceWorkerUpdateCheck: 20_000,
  serviceWorkerSync: 600_000,
  mirrorProbeTimeout: 4_000,
  mirrorCheckRepeat: 300_000,
  mirrorFirstRunMin: 10_000,
  mirrorFirstRunMax: 55_000,
  fingerprintFallback: 500,
  screenSizeRefresh: 50,
  idleFallback: 1,
  reloadGuard: 10_000,
} as const;

/** Notification defaults (SPEC.md section 9). */
export const NOTIFICATION_DEFAULTS = { durationMs: 3_000, speedMs: 300, width: 300 } as const;

/** The invoice status that means paid. */
export const INVOICE_PAID_STATUS = 3;
/** The default invoice life time, in seconds. */
export const DEFAULT_INVOICE_LIFE_SECONDS = 1_200;
