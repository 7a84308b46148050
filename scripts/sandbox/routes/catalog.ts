// What the site shows everyone: the game catalogs (search, provider,
// category and paging all applied, never ignored), game launches,
// tournaments (their status follows the clock), the top wins, the FAQ and
// the policies, in the caller's language where the text is the site's own.
// Covers and launch addresses name the sandbox's own pages (../covers.ts).
import type { components } from '@casino/sdk';
import { notFound, paged, refusedAnswer, unauthorized } from '../answers.ts';
import type { Routes } from '../contract.ts';
import type { ArtGame } from '../covers.ts';
import { FAQ, type Localized, policyAnswer } from '../texts.ts';
import type { Player, World } from '../world/world.ts';

type Game = components['schemas']['Game'];

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

/** A catalog game before its cover's address, which names the sandbox's own host. */
type CatalogGame = Omit<Game, 'image'> & ArtGame;

function makeGames(
  titles: string[],
  categories: string[],
  firstId: number,
  providers: string[],
  kind: CatalogGame['kind'],
): CatalogGame[] {
  return titles.map((title, i) => ({
    id: firstId + i,
    slug: slugOf(title),
    title,
    // Providers change every `categories.length` games, so each category mixes them.
    provider: providers[Math.floor(i / categories.length) % providers.length] ?? 'NetEnt',
    category: categories[i % categories.length] ?? 'popular',
    has_demo: i % 7 !== 6,
    kind,
  }));
}

/** The slots (ids from 1, the welcome free spins' game first) and the live games (ids from 501). */
const SLOT_GAMES = makeGames(
  SLOT_TITLES,
  SLOT_CATEGORIES,
  1,
  PROVIDERS.filter((p) => p !== 'Evolution'),
  'slots',
);
const LIVE_GAMES = makeGames(
  LIVE_TITLES,
  LIVE_CATEGORIES,
  501,
  ['Evolution', 'Pragmatic Play'],
  'live',
);

/** Every slot and live game, as its cover (../covers.ts, scripts/raster-art.ts) draws it. */
export const catalogGames = (): ArtGame[] => [...SLOT_GAMES, ...LIVE_GAMES];

/** A slot or live game by its slug: the covers and stand-in pages (../covers.ts) draw it. */
export const findCatalogGame = (slug: string): ArtGame | undefined =>
  catalogGames().find((g) => g.slug === slug);

/** A page of a catalog after search (in titles, slugs' words and providers), provider and category. */
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
        g.slug.replace(/-/g, ' ').includes(search) ||
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
  // Covers and launches are the sandbox's own pages (../covers.ts), named on
  // the API's address when the stack has one (settings.mediaUrl: the front
  // passes them through, so a production build's CSP, which lets images and
  // frames come from the API's origin, lets them in), else on its own.
  const media = () => world.settings.mediaUrl ?? world.settings.publicUrl;
  const withCover = ({ kind: _kind, ...game }: CatalogGame): Game => ({
    ...game,
    image: `/_sandbox/covers/${game.slug}.webp`,
  });
  const SLOTS = SLOT_GAMES.map(withCover);
  const LIVE = LIVE_GAMES.map(withCover);
  /** A catalog page with its covers' full addresses. */
  const addressed = (games: Game[], query: Parameters<typeof catalogPage>[1]) => {
    const answer = catalogPage(games, query);
    if (answer.status !== 200) return answer;
    const body = answer.body as { data: Game[] };
    return {
      ...answer,
      body: { ...answer.body, data: body.data.map((g) => ({ ...g, image: media() + g.image })) },
    };
  };
  // A real-money launch names its launch (the player and the game), so the
  // stand-in page can play the player's free spins on it (../covers.ts).
  const launch = (game: Pick<Game, 'id' | 'slug'>, locale: string, player?: Player) => ({
    status: 200 as const,
    body: {
      url: `${media()}/_sandbox/play/${game.slug}?mode=${player ? 'real' : 'demo'}&lang=${locale}${
        player ? `&launch=${world.openLaunch(player.id, game.id)}` : ''
      }`,
    },
  });
  const findGame = (slug: string) => [...SLOTS, ...LIVE].find((g) => g.slug === slug);

  return {
    '/games/slots': { get: ({ query }) => addressed(SLOTS, query) },
    '/games/live-casino': { get: ({ query }) => addressed(LIVE, query) },
    '/games/{slug}/demo': {
      get: ({ path, locale }) => {
        const game = findGame(path.slug);
        return game?.has_demo ? launch(game, locale) : notFound('Game');
      },
    },
    '/games/{slug}/play': {
      post: ({ path, token, locale }) => {
        const player = world.playerOf(token);
        if (!player) return unauthorized();
        const game = findGame(path.slug);
        if (!game) return notFound('Game');
        // Responsible play: no real-money launch during a restriction, past
        // the session limit or with a loss or wager limit used up (../responsible.ts).
        const refused = world.responsible.refuseLaunch(player);
        return refused ? refusedAnswer(refused) : launch(game, locale, player);
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
