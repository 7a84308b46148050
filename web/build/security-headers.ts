// The answer headers that forbid framing the app (clickjacking, issue 16):
// a <meta> Content-Security-Policy cannot carry frame-ancestors, so every
// server the project ships or documents sends these: the dev server and
// `vite preview` (vite.config.ts), the in-process mock (scripts/mock-server.ts)
// and the hosting snippet web/deploy/nginx-security-headers.conf (a test keeps
// it equal to this). X-Frame-Options is for browsers without frame-ancestors.

/** Header name to value. */
export const FRAME_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
} as const;
