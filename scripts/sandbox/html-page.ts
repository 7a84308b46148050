// The sandbox's own HTML pages (the social login stand-in, the stand-in game
// page): text escaped for HTML, and the answer under a strict policy of its
// own (no scripts, inline styles only, no base, never cached, no referrer),
// which each page widens only where it must: who may frame it and where its
// form may go.

/** Text made safe inside HTML or XML (elements and quoted attributes). */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** A page's answer: `frameAncestors` and `formAction` as the CSP writes them. */
export function htmlPage(
  html: string,
  options: { status?: number; frameAncestors: string; formAction: string },
): Response {
  const framable = options.frameAncestors !== "'none'";
  return new Response(html, {
    status: options.status ?? 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': [
        "default-src 'none'",
        "style-src 'unsafe-inline'",
        "base-uri 'none'",
        `frame-ancestors ${options.frameAncestors}`,
        `form-action ${options.formAction}`,
      ].join('; '),
      // Browsers without frame-ancestors: a page no one may frame says so the old way too.
      ...(framable ? {} : { 'X-Frame-Options': 'DENY' }),
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    },
  });
}
