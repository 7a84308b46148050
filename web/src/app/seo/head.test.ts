// The head rules every page follows: a title and a description in each
// language (descriptions 70–160 characters), noindex exactly where a page
// needs a player or is a utility, absolute and complete hreflang alternates
// and canonical links on the others, Open Graph with an absolute image, and
// JSON-LD only on game pages, escaped so no name can close its script.
import type { LocaleCode } from '@casino/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale, loadMessageGroup, translate } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { ROUTES, type RouteName } from '../../shared/lib/paths.ts';
import {
  DESCRIPTION_MAX,
  type HeadData,
  type HeadInput,
  head,
  isNamedRoute,
  jsonLdText,
  NOINDEX,
} from './head.ts';

const ORIGIN = 'https://casino.example';
const LOCALES: LocaleCode[] = ['ru', 'en', 'kz'];
const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** A value for each path parameter the routes have. */
const PARAMS = { slot: 'gonzos-quest', slug: 'bronze', id: '7', status: 'active', token: 'abc' };

/** A subject's name as the catalog or the API would give it. */
const NAMES: Record<string, string> = {
  slotDemo: 'Gonzo’s Quest',
  slotPlay: 'Gonzo’s Quest',
  liveDemo: 'Crazy Time',
  livePlay: 'Crazy Time',
  tournament: 'Весенний марафон слотов',
  case: 'Bronze',
  bettingEvent: 'Алтын Астана — Ертіс Павлодар',
};

beforeAll(async () => {
  for (const locale of LOCALES) {
    await loadLocale(locale);
    await loadMessageGroup(MESSAGE_GROUPS.seo, locale);
  }
});

const pageHead = (
  route: RouteName | null,
  locale: LocaleCode = 'ru',
  more: Partial<HeadInput> = {},
): HeadData =>
  head({
    route,
    params: PARAMS,
    locale,
    origin: ORIGIN,
    t: (key, params) => translate(locale, key, params),
    subject: route && isNamedRoute(route) ? { name: NAMES[route] } : undefined,
    ...more,
  });

const meta = (data: HeadData, key: string) =>
  data.meta
    .filter((tag) => ('name' in tag ? tag.name : tag.property) === key)
    .map((tag) => tag.content);

describe('a page’s title and description', () => {
  it.each(LOCALES)('exist for every route in %s, the description 70–160 characters', (locale) => {
    for (const route of ROUTE_NAMES) {
      const data = pageHead(route, locale);
      expect(data.title, route).toMatch(/^\S.* · Casino Star$/);
      expect(data.title, route).not.toMatch(/seo\.|\{\{/);
      expect(data.description, route).not.toMatch(/seo\.|\{\{/);
      expect(data.description.length, `${route}: ${data.description}`).toBeGreaterThanOrEqual(70);
      expect(data.description.length, `${route}: ${data.description}`).toBeLessThanOrEqual(160);
      expect(meta(data, 'description')).toEqual([data.description]);
    }
  });

  it.each(LOCALES)('differ from page to page in %s (the two user agreements aside)', (locale) => {
    const pages = ROUTE_NAMES.filter((r) => r !== 'policyEnAgreement');
    const titles = pages.map((route) => pageHead(route, locale).title);
    const descriptions = pages.map((route) => pageHead(route, locale).description);
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
  });

  it('name the slot, live game, tournament or case the address names', () => {
    expect(pageHead('slotDemo').title).toBe('Gonzo’s Quest — демо-версия слота · Casino Star');
    expect(pageHead('livePlay', 'en').title).toBe('Crazy Time for real money · Casino Star');
    expect(pageHead('tournament', 'kz').title).toBe(
      '«Весенний марафон слотов» турнирі · Casino Star',
    );
    expect(pageHead('case').description).toContain('Кейс «Bronze»');
    // Before the catalog answers, the slug's words stand in, as on the page.
    expect(pageHead('slotDemo', 'ru', { subject: {} }).title).toBe(
      'gonzos quest — демо-версия слота · Casino Star',
    );
    expect(pageHead('bettingEvent', 'kz').title).toBe(
      'Алтын Астана — Ертіс Павлодар: коэффициенттер мен ставкалар · Casino Star',
    );
    expect(pageHead('bettingEvent', 'en', { subject: {} }).title).toBe('Match odds · Casino Star');
    // A tournament whose name is not known yet.
    expect(pageHead('tournament', 'en', { subject: {} }).title).toBe(
      'Prize pool tournament · Casino Star',
    );
  });

  it('cuts a description that a long name makes too long at a word, with an ellipsis', () => {
    const data = pageHead('slotDemo', 'en', {
      subject: { name: 'Extremely Long Slot Name With Many Words '.repeat(4).trim() },
    });
    expect(data.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(data.description).toMatch(/\w…$/);
  });
});

describe('indexing', () => {
  const noindex: RouteName[] = [
    'profile',
    'profileAccess',
    'profileBonuses',
    'profileHistory',
    'profileResponsible',
    'profileSetting',
    'slotPlay',
    'livePlay',
    'passwordReset',
    'resetPassword',
    'error',
    'noAccess',
  ];

  it('keeps out a player’s pages, the for-money frames and the utility pages, and nothing else', () => {
    expect(Object.keys(NOINDEX).sort()).toEqual([...noindex].sort());
    for (const route of ROUTE_NAMES) {
      const data = pageHead(route);
      if (noindex.includes(route)) {
        expect(data.robots, route).toBe('noindex, follow');
        expect(data.canonical, route).toBeNull();
        expect(data.alternates, route).toEqual([]);
      } else {
        expect(data.robots, route).toBe('index, follow');
      }
      expect(meta(data, 'robots')).toEqual([data.robots]);
    }
  });

  it('gives a logged-in player’s own pages no robots rule (no crawler is a player), and nothing else', () => {
    for (const route of ROUTE_NAMES) {
      const data = pageHead(route, 'ru', { player: true });
      if (NOINDEX[route] === 'player') {
        expect(data.robots, route).toBeNull();
        expect(meta(data, 'robots'), route).toEqual([]);
        expect(data.canonical, route).toBeNull();
        expect(data.alternates, route).toEqual([]);
      } else {
        expect(data.robots, route).toBe(pageHead(route).robots);
        expect(meta(data, 'robots'), route).toEqual([data.robots]);
      }
    }
  });

  it('keeps out an address that names nothing, and the 404 page', () => {
    const gone = [
      pageHead('tournament', 'ru', { subject: { missing: true } }),
      pageHead('case', 'ru', { subject: { missing: true } }),
      pageHead('tournamentsByStatus', 'ru', { params: { status: 'someday' } }),
      pageHead(null),
    ];
    for (const data of gone) {
      expect(data.robots).toBe('noindex, follow');
      expect(data.canonical).toBeNull();
      expect(data.title).toBe('Страница не найдена · Casino Star');
      expect(meta(data, 'og:url')).toEqual([]);
      expect(data.jsonLd).toBeNull();
    }
  });
});

describe('canonical and hreflang links', () => {
  it.each(LOCALES)(
    'are absolute and name every language on every indexable page in %s',
    (locale) => {
      for (const route of ROUTE_NAMES.filter((r) => !(r in NOINDEX))) {
        const data = pageHead(route, locale);
        const links = Object.fromEntries(data.alternates.map((a) => [a.hrefLang, a.href]));
        expect(Object.keys(links).sort(), route).toEqual(['en', 'kk', 'ru', 'x-default']);
        for (const href of Object.values(links)) expect(href.startsWith(`${ORIGIN}/`)).toBe(true);
        expect(links['x-default']).toBe(links.ru);
        expect(links.en).toBe(
          links.ru === `${ORIGIN}/`
            ? `${ORIGIN}/en`
            : `${ORIGIN}/en${links.ru?.slice(ORIGIN.length)}`,
        );
        expect(links.kk).toBe(
          links.ru === `${ORIGIN}/`
            ? `${ORIGIN}/kz`
            : `${ORIGIN}/kz${links.ru?.slice(ORIGIN.length)}`,
        );
        // The page's canonical is its own address in its own language.
        expect(data.canonical).toBe(links[locale === 'kz' ? 'kk' : locale]);
        expect(meta(data, 'og:url')).toEqual([data.canonical]);
      }
    },
  );

  it('fill in the address’s parameters, encoded', () => {
    const data = pageHead('slotDemo', 'en', { params: { slot: 'book of/ra' } });
    expect(data.canonical).toBe(`${ORIGIN}/en/games/slots/book%20of%2Fra/demo`);
    expect(pageHead('home', 'kz').canonical).toBe(`${ORIGIN}/kz`);
    expect(pageHead('home').canonical).toBe(`${ORIGIN}/`);
  });
});

describe('Open Graph', () => {
  it('has the page’s title, an absolute share image and the language with its alternates', () => {
    const data = pageHead('dice', 'kz');
    expect(meta(data, 'og:title')).toEqual([data.title.replace(/ · Casino Star$/, '')]);
    expect(meta(data, 'og:description')).toEqual([data.description]);
    expect(meta(data, 'og:image')).toEqual([`${ORIGIN}/og-image.png`]);
    expect(meta(data, 'og:image:width')).toEqual(['1200']);
    expect(meta(data, 'og:image:height')).toEqual(['630']);
    expect(meta(data, 'og:image:alt')[0]).toMatch(/Casino Star/);
    expect(meta(data, 'og:locale')).toEqual(['kk_KZ']);
    expect(meta(data, 'og:locale:alternate')).toEqual(['ru_RU', 'en_US']);
    expect(meta(data, 'og:site_name')).toEqual(['Casino Star']);
    expect(meta(data, 'twitter:card')).toEqual(['summary_large_image']);
  });
});

describe('structured data', () => {
  it('is on game pages only', () => {
    for (const route of ROUTE_NAMES) {
      const data = pageHead(route);
      if (ROUTES[route].game) expect(data.jsonLd, route).not.toBeNull();
      else expect(data.jsonLd, route).toBeNull();
    }
  });

  it('describes the game as a web application in the game category', () => {
    const data = pageHead('dice', 'en');
    expect(data.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: 'Dice',
      applicationCategory: 'GameApplication',
      url: `${ORIGIN}/en/games/dice`,
      inLanguage: 'en',
      description: data.description,
      isAccessibleForFree: true,
    });
    expect(pageHead('slotDemo').jsonLd).toMatchObject({ name: 'Gonzo’s Quest' });
    // Playing for money is not free: the for-money frame does not say it is.
    expect(pageHead('slotPlay').jsonLd).not.toHaveProperty('isAccessibleForFree');
  });

  it('is escaped, so a name from the API cannot close the script', () => {
    const name = '</script><script>alert(1)</script><!-- & \u2028';
    const data = pageHead('slotDemo', 'ru', { subject: { name } });
    const text = jsonLdText(data.jsonLd ?? {});
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect((JSON.parse(text) as { name: string }).name).toBe(name);
  });
});
