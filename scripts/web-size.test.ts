// What `npm run size` counts for a page: the scripts its HTML file names and
// every chunk those import statically, each once; not the chunks they only
// import on demand.
import { describe, expect, it } from 'vitest';
import { namedScripts, withStaticImports } from './web-size.ts';

const HTML = `<!doctype html><html><head>
  <script type="module" crossorigin src="/assets/index-a.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
  <link rel="modulepreload" crossorigin href="/assets/page-c.js">
  <link rel="stylesheet" crossorigin href="/assets/page-d.css" disabled>
  <link rel="preconnect" href="https://api.example.com" crossorigin>
  <script type="application/ld+json">{"@type":"WebSite"}</script>
</head><body><div id="root"></div></body></html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', imports: ['_vendor-b.js'] },
  '_vendor-b.js': { file: 'assets/vendor-b.js' },
  'src/page.tsx': { file: 'assets/page-c.js', imports: ['_vendor-b.js', '_shared-e.js'] },
  '_shared-e.js': { file: 'assets/shared-e.js', imports: ['_deep-f.js'] },
  '_deep-f.js': { file: 'assets/deep-f.js' },
  'src/modal.tsx': { file: 'assets/modal-g.js', imports: ['_vendor-b.js'] },
};

describe('the scripts a page file makes the browser fetch', () => {
  it('reads its module scripts and modulepreloads, nothing else', () => {
    expect(namedScripts(HTML)).toEqual([
      'assets/index-a.js',
      'assets/vendor-b.js',
      'assets/page-c.js',
    ]);
  });

  it('adds their static imports, deep, each once, and leaves out what loads on demand', () => {
    expect([...withStaticImports(MANIFEST, namedScripts(HTML))].sort()).toEqual([
      'assets/deep-f.js',
      'assets/index-a.js',
      'assets/page-c.js',
      'assets/shared-e.js',
      'assets/vendor-b.js',
    ]);
  });
});
