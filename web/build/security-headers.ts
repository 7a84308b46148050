// The answer headers every server the project ships or documents sends: the
// dev server and `vite preview` (vite.config.ts), the in-process mock and the
// sandbox (scripts/front.ts) and the hosting snippet
// web/deploy/nginx-security-headers.conf (a test keeps it equal to this).
// - Framing is forbidden (against clickjacking): a <meta> Content-Security-
//   Policy cannot carry frame-ancestors; X-Frame-Options is for browsers
//   without it.
// - Referrer-Policy `strict-origin`: a Referer carries the origin only, never a
//   path or query, to this origin as to others, so a login link's token
//   (`?simpleAuthToken=`) cannot reach logs through the requests the page makes
//   before main.tsx removes it from the address. Not `no-referrer`: game,
//   payment, captcha and chat providers may check the origin. index.html
//   repeats it as a <meta> for hosts that send no headers.

/** Header name to value. */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin',
} as const;
