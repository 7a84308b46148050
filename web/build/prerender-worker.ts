// A child process of the build (build/prerender.ts; React Router pre-renders
// only in framework mode, docs/decisions/router.md): renders pages of the
// server-side bundle of src/prerender.tsx in a browser-like global scope
// (happy-dom's window at the page's address, no cookies, no storage: a guest's
// first visit), so modules that read window, document or navigator at render
// behave as in the browser's first render. Reads the bundle's path and the
// addresses from argv, writes { [address]: html } as JSON to stdout.
import { Window } from 'happy-dom';

const [bundle, ...addresses] = process.argv.slice(2);
if (!bundle) throw new Error('prerender-worker: no bundle given');

const win = new Window({ url: 'http://localhost/' });
const GLOBALS = [
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'matchMedia',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'addEventListener',
  'removeEventListener',
  'dispatchEvent',
  'HTMLElement',
  'Element',
  'Node',
  'Event',
  'CustomEvent',
  'screen',
] as const;
const scope = globalThis as unknown as Record<string, unknown>;
scope.window = win;
for (const key of GLOBALS) {
  const value = (win as unknown as Record<string, unknown>)[key];
  Object.defineProperty(globalThis, key, {
    value: typeof value === 'function' && /^[a-z]/.test(key) ? value.bind(win) : value,
    configurable: true,
    writable: true,
  });
}

/**
 * The markup as the browser would have it once React's completion script has
 * run: a boundary that finished after the shell is written apart (a hidden
 * segment and an inline script, which the page's CSP would block), so each
 * segment is moved into its boundary here and the scripts dropped.
 */
function completeBoundaries(html: string): string {
  const document = win.document;
  const host = document.createElement('div');
  host.innerHTML = html;
  for (const template of [...host.querySelectorAll('template[id^="B:"]')]) {
    const segment = host.querySelector(`[id="S:${template.id.slice(2)}"]`);
    const start = template.previousSibling;
    if (!segment || start?.nodeType !== 8)
      throw new Error(`prerender: boundary ${template.id} has no segment`);
    // The fallback runs from the template to the boundary's end comment.
    let node = template.nextSibling;
    let depth = 0;
    while (node) {
      const data = node.nodeType === 8 ? (node as unknown as { data: string }).data : undefined;
      if (data === '/$' && depth === 0) break;
      if (data === '/$') depth--;
      else if (data?.startsWith('$')) depth++;
      const next = node.nextSibling;
      node.parentNode?.removeChild(node);
      node = next;
    }
    if (!node) throw new Error(`prerender: boundary ${template.id} has no end`);
    while (segment.firstChild) node.parentNode?.insertBefore(segment.firstChild, node);
    (start as unknown as { data: string }).data = '$';
    template.remove();
    segment.remove();
  }
  for (const script of [...host.querySelectorAll('script:not([type="application/ld+json"])')])
    script.remove();
  return host.innerHTML;
}

const { renderPage } = (await import(bundle)) as {
  renderPage: (pathname: string) => Promise<string>;
};
const pages: Record<string, string> = {};
for (const address of addresses) {
  win.happyDOM.setURL(`http://localhost${address}`);
  pages[address] = completeBoundaries(await renderPage(address));
}
await win.happyDOM.close();
// Exits once the pipe has taken every byte (timers the app's modules started would keep it alive).
process.stdout.write(JSON.stringify(pages), () => process.exit(0));
