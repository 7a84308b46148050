/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  /** The sandbox's own address (its /_sandbox/ scenario controls); development only, set by npm start. */
  readonly VITE_SANDBOX_URL?: string;
  readonly VITE_PARTNER_COOKIE?: string;
  readonly VITE_ADPLACE_COOKIE?: string;
  readonly VITE_SSO_HOSTS?: string;
  readonly VITE_MIRROR_HOSTS?: string;
  readonly VITE_SCRIPT_CHAT?: string;
  readonly VITE_SCRIPT_TAG_MANAGER?: string;
  readonly VITE_SCRIPT_ANALYTICS?: string;
  readonly VITE_SCRIPT_CUSTOMER_DATA?: string;
  readonly VITE_SCRIPT_FINGERPRINT?: string;
  readonly VITE_SCRIPT_CAPTCHA?: string;
}

/** The validated configuration, compiled in by vite.config.ts. */
declare const __APP_CONFIG__: import('./shared/lib/config.ts').AppConfig;

/** This build's id and time (epoch ms), compiled in by vite.config.ts; `dev` and 0 in the dev server. */
declare const __BUILD__: { buildId: string; timestamp: number };
