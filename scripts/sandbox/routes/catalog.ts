// What the site shows everyone: the game catalogs (search, provider,
// category and paging all applied, never ignored), game launches,
// tournaments (their status follows the clock), the top wins, the FAQ and
// the policies, in the caller's language where the text is the site's own.
import type { components } from '@casino/sdk';
import { notFound, paged, unauthorized } from '../answers.ts';
import type { Routes } from '../contract.ts';
import type { World } from '../state.ts';
import { FAQ, policyAnswer } from '../texts.ts';

type Game = components['schemas']['Game'];
type Localized = Record<'ru' | 'en' | 'kz', string>;

const PROVIDERS = ["Play'n GO", 'Pragmatic Play', 'NetEnt', 'Evolution', 'Hacksaw Gaming'];
const SLOT_TITLES = [
  'Book of Dead',
  'Sweet Bonanza',
  'Gates of Olympus',
  'Starburst',
  'Reactoonz',
  'Wanted Dead or a Wild',
  'Big Bass Bonanza',
  'Gonzo’s Quest',
  'Rise of Olympus',
  'Sugar Rush',
  'Dead or Alive 2',
  'Chaos Crew',
  'The Dog House',
  'Fire Joker',
  'Twin Spin',
  'Legacy of Dead',
  'Wolf Gold',
  'Divine Fortune',
  'Moon Princess',
  'Stack ’Em',
  'Madame Destiny',
  'Jammin’ Jars',
  'Blood Suckers',
  'Itero',
  'Hand of Anubis',
  'Dork Unit',
  'Fruit Party',
  'Aloha! Cluster Pays',
  'Tome of Madness',
  'RIP City',
];
const LIVE_TITLES = [
  'Lightning Roulette',
  'Crazy Time',
  'Blackjack Classic',
  'Monopoly Live',
  'Speed Baccarat',
  'Mega Wheel',
  'Dream Catcher',
  'Power Blackjack',
  'Auto Roulette',
  'Sic Bo Deluxe',
];
const SLOT_CATEGORIES = ['popular', 'new', 'bonus-buy', 'jackpot'];
const LIVE_CATEGORIES = ['roulette', 'blackjack', 'game-show', 'baccarat'];

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Palettes of the generated covers (two stops of a gradient each). */
const COVER_COLOURS = [
  ['#3b1c6e', '#c2366b'],
  ['#0f3d5e', '#1fa38a'],
  ['#5a1e12', '#e0892b'],
  ['#14213d', '#4f6bed'],
  ['#2d0f3f', '#8f3fd1'],
  ['#0d3b2e', '#9bc53d'],
] as const;

/**
 * A 4:3 cover drawn here, as an SVG data address: the title on a gradient.
 * Data addresses need no network (the sandbox runs offline) and pass the
 * production CSP (`img-src data:`); no third-party art.
 */
function coverOf(title: string, index: number): string {
  const [from, to] = COVER_COLOURS[index % COVER_COLOURS.length] ?? COVER_COLOURS[0];
  const text = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const size = Math.min(28, Math.floor(560 / title.length));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="320" height="240" fill="url(#g)"/>` +
    `<circle cx="262" cy="52" r="84" fill="#fff" opacity=".08"/>` +
    `<text x="24" y="206" fill="#fff" font-family="sans-serif" font-size="${size}" font-weight="700">${text}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function makeGames(
  titles: string[],
  categories: string[],
  firstId: number,
  providers: string[],
): Game[] {
  return titles.map((title, i) => ({
    id: firstId + i,
    slug: slugOf(title),
    title,
    // Providers change every `categories.length` games, so each category mixes them.
    provider: providers[Math.floor(i / categories.length) % providers.length] ?? 'NetEnt',
    category: categories[i % categories.length] ?? 'popular',
    image: coverOf(title, firstId + i),
    has_demo: i % 7 !== 6,
  }));
}

/** The slots (ids from 1, the welcome free spins' game first) and the live games (ids from 501). */
const SLOTS = makeGames(
  SLOT_TITLES,
  SLOT_CATEGORIES,
  1,
  PROVIDERS.filter((p) => p !== 'Evolution'),
);
const LIVE = makeGames(LIVE_TITLES, LIVE_CATEGORIES, 501, ['Evolution', 'Pragmatic Play']);

/** A page of a catalog after search, provider and category. */
function catalogPage(
  games: Game[],
  query: {
    search?: string;
    provider?: string;
    category?: string;
    page?: string;
    per_page?: string;
  },
) {
  const search = query.search?.trim().toLowerCase() ?? '';
  const matching = games.filter(
    (g) =>
      (!search ||
        g.title.toLowerCase().includes(search) ||
        g.provider.toLowerCase().includes(search)) &&
      (!query.provider || g.provider === query.provider) &&
      (!query.category || g.category === query.category),
  );
  const page = paged(matching, query);
  if ('status' in page) return page;
  return {
    status: 200 as const,
    body: {
      ...page,
      providers: [...new Set(games.map((g) => g.provider))].sort(),
      categories: [...new Set(games.map((g) => g.category))],
    },
  };
}

const DAY = 24 * 3600 * 1000;
/** Tournaments as offsets from the sandbox's start: one running, one upcoming, one finished. */
const TOURNAMENTS: {
  id: number;
  title: Localized;
  from: number;
  to: number;
  pool: number;
  prizes: number[];
}[] = [
  {
    id: 17,
    title: { ru: 'Осенняя гонка слотов', en: 'Autumn Slots Race', kz: 'Күзгі слоттар жарысы' },
    from: -3,
    to: 11,
    pool: 1_000_000,
    prizes: [500_000, 300_000, 200_000],
  },
  {
    id: 18,
    title: { ru: 'Неделя краша', en: 'Crash Week', kz: 'Краш апталығы' },
    from: 5,
    to: 12,
    pool: 250_000,
    prizes: [150_000, 100_000],
  },
  {
    id: 16,
    title: { ru: 'Летний кубок костей', en: 'Summer Dice Cup', kz: 'Жазғы сүйек кубогы' },
    from: -40,
    to: -10,
    pool: 50_000,
    prizes: [50_000],
  },
];
const LEADERS = ['Lucky_Ivan', 'aigerim.k', 'MaxBet', 'dice_queen', 'Ruslan77'];

export function catalogRoutes(world: World, startedAt: number): Routes {
  const iso = (days: number) => new Date(startedAt + days * DAY).toISOString();
  const tournament = (t: (typeof TOURNAMENTS)[number], locale: 'ru' | 'en' | 'kz') => {
    const now = world.now();
    const starts = startedAt + t.from * DAY;
    const ends = startedAt + t.to * DAY;
    return {
      id: t.id,
      title: t.title[locale],
      status: (now < starts ? 'upcoming' : now < ends ? 'active' : 'finished') as
        | 'upcoming'
        | 'active'
        | 'finished',
      starts_at: iso(t.from),
      ends_at: iso(t.to),
      prize_pool: t.pool,
      currency: 'RUB' as const,
      prizes: t.prizes.map((amount, i) => ({ place: i + 1, amount })),
    };
  };
  const launch = (slug: string, demo: boolean) => ({
    status: 200 as const,
    body: { url: `https://games.example.com/launch/${slug}?mode=${demo ? 'demo' : 'real'}` },
  });
  const findGame = (slug: string) => [...SLOTS, ...LIVE].find((g) => g.slug === slug);

  return {
    '/games/slots': { get: ({ query }) => catalogPage(SLOTS, query) },
    '/games/live-casino': { get: ({ query }) => catalogPage(LIVE, query) },
    '/games/{slug}/demo': {
      get: ({ path }) => {
        const game = findGame(path.slug);
        return game?.has_demo ? launch(game.slug, true) : notFound('Game');
      },
    },
    '/games/{slug}/play': {
      post: ({ path, token }) => {
        const player = world.playerOf(token);
        if (!player) return unauthorized();
        const game = findGame(path.slug);
        return game ? launch(game.slug, false) : notFound('Game');
      },
    },
    '/tournaments': {
      get: ({ query, locale }) => ({
        status: 200,
        body: {
          data: TOURNAMENTS.map((t) => tournament(t, locale))
            .filter((t) => !query.status || t.status === query.status)
            .sort((a, b) => b.starts_at.localeCompare(a.starts_at)),
        },
      }),
    },
    '/tournaments/{id}': {
      get: ({ path, locale }) => {
        const found = TOURNAMENTS.find((t) => String(t.id) === path.id);
        if (!found) return notFound('Tournament');
        const details = tournament(found, locale);
        return {
          status: 200,
          body: {
            data: {
              ...details,
              leaders:
                details.status === 'upcoming'
                  ? []
                  : LEADERS.map((player, i) => ({
                      place: i + 1,
                      player,
                      points: (LEADERS.length - i) * 1250,
                    })),
            },
          },
        };
      },
    },
    '/top': {
      get: () => ({
        status: 200,
        body: {
          data: SLOTS.slice(0, 10).map((game, i) => ({
            rank: i + 1,
            player: LEADERS[i % LEADERS.length] ?? 'player',
            game: game.title,
            win: 150_000 - i * 12_500,
            currency: 'RUB' as const,
          })),
        },
      }),
    },
    '/content/faq': {
      get: ({ locale }) => ({
        status: 200,
        body: {
          data: FAQ.map((f, i) => ({
            id: i + 1,
            question: f.question[locale],
            answer: f.answer[locale],
            category: f.category,
          })),
        },
      }),
    },
    '/content/policy/{lang}/{slug}': {
      get: ({ path, locale }) => {
        const policy = policyAnswer(path.lang, path.slug, locale);
        return policy ? { status: 200, body: policy } : notFound('Policy');
      },
    },
  };
}
