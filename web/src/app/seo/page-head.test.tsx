// The page head in the document: one <title>, index.html's defaults replaced,
// and on a move to another page every tag follows (no description, canonical
// or JSON-LD of the page left); a slot's head names the game once the catalog
// answers, and a tournament that does not exist is noindex.
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../test/harness.tsx';
import PageHead from './page-head.tsx';

const ORIGIN = window.location.origin;

beforeAll(() => loadMessages('ru'));

beforeEach(() => {
  // index.html's head: its title and its defaults.
  document.head.innerHTML =
    '<title>Casino Star</title>' +
    '<meta name="description" content="Default" data-default-head>' +
    '<meta property="og:title" content="Default" data-default-head>';
});

const head = () => ({
  titles: [...document.querySelectorAll('title')].map((t) => t.textContent),
  description: [...document.querySelectorAll('meta[name="description"]')].map((m) =>
    m.getAttribute('content'),
  ),
  robots: document.querySelector('meta[name="robots"]')?.getAttribute('content'),
  canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) =>
    l.getAttribute('href'),
  ),
  hreflang: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
    (l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`,
  ),
  ogTitle: [...document.querySelectorAll('meta[property="og:title"]')].map((m) =>
    m.getAttribute('content'),
  ),
  jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  ),
});

/** A link-less way to move, as the app's links do. */
function Go({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      {to}
    </button>
  );
}

const pages = (
  <>
    <Go to="/faq" />
    <Go to="/profile" />
    <Routes>
      <Route path="/games/dice" element={<PageHead route="dice" />} />
      <Route path="/faq" element={<PageHead route="faq" />} />
      <Route path="/profile" element={<PageHead route="profile" />} />
    </Routes>
  </>
);

describe('the page head', () => {
  it('replaces index.html’s defaults, with one title', async () => {
    renderWithApp(pages, { fetch: fakeApi({}).fetch, path: '/games/dice' });
    await waitFor(() => expect(head().titles).toEqual(['Дайс: больше или меньше · Casino Star']));
    expect(document.title).toBe('Дайс: больше или меньше · Casino Star');
    const now = head();
    expect(now.description).toHaveLength(1);
    expect(now.description[0]).toMatch(/^Дайс в Casino Star/);
    expect(now.ogTitle).toEqual(['Дайс: больше или меньше']);
    expect(now.robots).toBe('index, follow');
    expect(now.canonical).toEqual([`${ORIGIN}/games/dice`]);
    expect(now.hreflang).toEqual([
      `ru ${ORIGIN}/games/dice`,
      `en ${ORIGIN}/en/games/dice`,
      `kk ${ORIGIN}/kz/games/dice`,
      `x-default ${ORIGIN}/games/dice`,
    ]);
    expect(now.jsonLd).toEqual([expect.objectContaining({ '@type': 'WebApplication' })]);
    expect(document.querySelectorAll('[data-default-head]')).toHaveLength(0);
  });

  it('follows a move to another page: no tag of the page left stays', async () => {
    renderWithApp(pages, { fetch: fakeApi({}).fetch, path: '/games/dice' });
    await waitFor(() => expect(head().jsonLd).toHaveLength(1));
    act(() => screen.getByRole('button', { name: '/faq' }).click());
    await waitFor(() => expect(head().titles).toEqual(['Вопросы и ответы · Casino Star']));
    let now = head();
    expect(now.description).toHaveLength(1);
    expect(now.description[0]).toMatch(/^Ответы на частые вопросы/);
    expect(now.canonical).toEqual([`${ORIGIN}/faq`]);
    expect(now.hreflang).toHaveLength(4);
    expect(now.jsonLd).toEqual([]);
    act(() => screen.getByRole('button', { name: '/profile' }).click());
    await waitFor(() => expect(head().titles).toEqual(['Профиль игрока · Casino Star']));
    now = head();
    expect(now.robots).toBe('noindex, follow');
    expect(now.canonical).toEqual([]);
    expect(now.hreflang).toEqual([]);
    expect(now.description).toHaveLength(1);
  });

  it('names a slot by its catalog title once the catalog answers', async () => {
    const api = fakeApi({
      'GET /games/slots': {
        body: {
          data: [
            {
              id: 1,
              slug: 'gonzos-quest',
              title: 'Gonzo’s Quest',
              provider: 'NetEnt',
              category: 'popular',
              image: 'https://cdn.test/g.svg',
              has_demo: true,
            },
          ],
          meta: { page: 1, per_page: 100, total: 1 },
          providers: [],
          categories: [],
        },
      },
    });
    renderWithApp(<PageHead route="slotDemo" />, {
      fetch: api.fetch,
      path: '/games/slots/gonzos-quest/demo',
      route: '/games/slots/:slot/demo',
    });
    // The subjects' module loads first (with the catalog's schema): more than a second on a busy machine.
    // The structured data follows the title in an effect after the same render.
    await waitFor(
      () => {
        expect(head().titles).toEqual(['Gonzo’s Quest — демо-версия слота · Casino Star']);
        expect(head().jsonLd).toEqual([expect.objectContaining({ name: 'Gonzo’s Quest' })]);
      },
      { timeout: 10_000 },
    );
    expect(head().canonical).toEqual([`${ORIGIN}/games/slots/gonzos-quest/demo`]);
  });

  it('keeps a tournament that does not exist out of search results', async () => {
    const api = fakeApi({ 'GET /tournaments/404': { status: 404, body: { message: 'no' } } });
    renderWithApp(<PageHead route="tournament" />, {
      fetch: api.fetch,
      path: '/tournament/404',
      route: '/tournament/:id',
    });
    await waitFor(() => expect(head().robots).toBe('noindex, follow'), { timeout: 10_000 });
    expect(head().titles).toEqual(['Страница не найдена · Casino Star']);
    expect(head().canonical).toEqual([]);
  });

  it('says a path of no page is not found, and keeps it out of search results', async () => {
    renderWithApp(<PageHead route={null} />, { fetch: fakeApi({}).fetch, path: '/no/such/page' });
    await waitFor(() => expect(head().titles).toEqual(['Страница не найдена · Casino Star']));
    expect(head().robots).toBe('noindex, follow');
    expect(head().canonical).toEqual([]);
    expect(head().hreflang).toEqual([]);
  });
});
