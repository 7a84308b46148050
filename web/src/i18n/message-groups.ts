// The message groups beside the core. Only the modules that need a group
// import this (a page or modal module's `messages`, a widget's
// WithMessages), so the first visit carries none of these loaders.
//
// A page fetches the files of the groups it lists (in its language) before it
// is interactive, within its budget (`npm run size`), so the groups follow
// who uses a text, not only its feature: what every in-house game page shows
// apart from one game's rules and board, the catalog's texts apart from the
// few the home page shows, the profile's frame apart from its pages. A group
// costs too: about 30 bytes (gzipped) in this table, which every page that
// lists a group fetches, and a file and a request where it is listed; so texts
// always listed together stay in one group. message-coverage.test.ts checks
// that a module lists the groups of every key it and its imports use; the
// codes the server answers with (error.*), which no source names, go with the
// pages whose calls can answer them.
//
// Names are one word where a page lists the group: build/route-html.ts reads
// a page's list up to its first `]`, which MESSAGE_GROUPS['a-name'] ends early.
import type { MessageGroup } from './i18n.tsx';

/** Every message group, by the modules that use it. */
export const MESSAGE_GROUPS = {
  // The profile's frame (title, tabs, the guest's notice) and the account's
  // links to withdrawal and verification: every profile page, the account menu,
  // the withdrawal and verification modals.
  account: {
    ru: () => import('./locales/account/ru.json'),
    en: () => import('./locales/account/en.json'),
    kz: () => import('./locales/account/kz.json'),
  },
  // The player's details and the forms that change them: the profile's
  // overview, access and settings pages, the password pages, the form texts the
  // sign-in modals share with them, the account's server codes.
  player: {
    ru: () => import('./locales/player/ru.json'),
    en: () => import('./locales/player/en.json'),
    kz: () => import('./locales/player/kz.json'),
  },
  // The sign-in modals' own texts (log in, e-mail, register, switch account).
  login: {
    ru: () => import('./locales/login/ru.json'),
    en: () => import('./locales/login/en.json'),
    kz: () => import('./locales/login/kz.json'),
  },
  // /profile/history: the operations table.
  history: {
    ru: () => import('./locales/history/ru.json'),
    en: () => import('./locales/history/en.json'),
    kz: () => import('./locales/history/kz.json'),
  },
  payments: {
    ru: () => import('./locales/payments/ru.json'),
    en: () => import('./locales/payments/en.json'),
    kz: () => import('./locales/payments/kz.json'),
  },
  'free-spins': {
    ru: () => import('./locales/free-spins/ru.json'),
    en: () => import('./locales/free-spins/en.json'),
    kz: () => import('./locales/free-spins/kz.json'),
  },
  // A game card's buttons and the empty texts of the card strips: the home
  // page's strips and the pages they lead to (catalogs, a game, bonuses).
  cards: {
    ru: () => import('./locales/cards/ru.json'),
    en: () => import('./locales/cards/en.json'),
    kz: () => import('./locales/cards/kz.json'),
  },
  // The slots and live-casino catalogs: search, filters, pages.
  catalog: {
    ru: () => import('./locales/catalog/ru.json'),
    en: () => import('./locales/catalog/en.json'),
    kz: () => import('./locales/catalog/kz.json'),
  },
  // A provider's game page (slot or live table): titles and hints.
  launch: {
    ru: () => import('./locales/launch/ru.json'),
    en: () => import('./locales/launch/en.json'),
    kz: () => import('./locales/launch/kz.json'),
  },
  // What every in-house game page shows: its lead (every game's, as the key
  // is built from the game), the limits, the bet panel, the outcome and the demo
  // or real mode, and the codes any bet call answers with.
  house: {
    ru: () => import('./locales/house/ru.json'),
    en: () => import('./locales/house/en.json'),
    kz: () => import('./locales/house/kz.json'),
  },
  // What every view of rounds shows: the in-house game pages and
  // /profile/history (odds, a proof's frame, a round in play).
  rounds: {
    ru: () => import('./locales/rounds/ru.json'),
    en: () => import('./locales/rounds/en.json'),
    kz: () => import('./locales/rounds/kz.json'),
  },
  // The games played with a seed pair (dice, coinflip, hilo, keno, miner,
  // roulette, a case): the fairness panel and the codes of their round calls.
  fairness: {
    ru: () => import('./locales/fairness/ru.json'),
    en: () => import('./locales/fairness/en.json'),
    kz: () => import('./locales/fairness/kz.json'),
  },
  // /fairness: the scheme in words and the verifier's form, results and problems.
  verifier: {
    ru: () => import('./locales/verifier/ru.json'),
    en: () => import('./locales/verifier/en.json'),
    kz: () => import('./locales/verifier/kz.json'),
  },
  // A board's settings and session statistics panels (features/games/feel,
  // stats), loaded with them when first opened.
  tools: {
    ru: () => import('./locales/tools/ru.json'),
    en: () => import('./locales/tools/en.json'),
    kz: () => import('./locales/tools/kz.json'),
  },
  // My bets of the seed-pair games and /profile/history: a round's summary
  // and proof, of any game (a list holds every game's rounds).
  bets: {
    ru: () => import('./locales/bets/ru.json'),
    en: () => import('./locales/bets/en.json'),
    kz: () => import('./locales/bets/kz.json'),
  },
  // The live bets feed under every game and the home page's big wins.
  feed: {
    ru: () => import('./locales/feed/ru.json'),
    en: () => import('./locales/feed/en.json'),
    kz: () => import('./locales/feed/kz.json'),
  },
  // The live tables (crash, rooms): connection, round, verdict, and the codes
  // of their calls.
  live: {
    ru: () => import('./locales/live/ru.json'),
    en: () => import('./locales/live/en.json'),
    kz: () => import('./locales/live/kz.json'),
  },
  // Each in-house game: its rules (a key built from the game, which its pages
  // list by hand: message-coverage.test.ts checks) and its board. Crash: its live
  // table and the chain's check.
  crash: {
    ru: () => import('./locales/crash/ru.json'),
    en: () => import('./locales/crash/en.json'),
    kz: () => import('./locales/crash/kz.json'),
  },
  dice: {
    ru: () => import('./locales/dice/ru.json'),
    en: () => import('./locales/dice/en.json'),
    kz: () => import('./locales/dice/kz.json'),
  },
  roulette: {
    ru: () => import('./locales/roulette/ru.json'),
    en: () => import('./locales/roulette/en.json'),
    kz: () => import('./locales/roulette/kz.json'),
  },
  coinflip: {
    ru: () => import('./locales/coinflip/ru.json'),
    en: () => import('./locales/coinflip/en.json'),
    kz: () => import('./locales/coinflip/kz.json'),
  },
  hilo: {
    ru: () => import('./locales/hilo/ru.json'),
    en: () => import('./locales/hilo/en.json'),
    kz: () => import('./locales/hilo/kz.json'),
  },
  // Keno: its board, which coinflip's page lists too (boards.tsx holds both
  // boards).
  keno: {
    ru: () => import('./locales/keno/ru.json'),
    en: () => import('./locales/keno/en.json'),
    kz: () => import('./locales/keno/kz.json'),
  },
  miner: {
    ru: () => import('./locales/miner/ru.json'),
    en: () => import('./locales/miner/en.json'),
    kz: () => import('./locales/miner/kz.json'),
  },
  // Cases: the cases and a case's prize table, also for a case page's head
  // (app/seo/subjects.tsx); the prizes' names are the bets group's.
  cases: {
    ru: () => import('./locales/cases/ru.json'),
    en: () => import('./locales/cases/en.json'),
    kz: () => import('./locales/cases/kz.json'),
  },
  // Rooms: the rooms, their live table and the draw's check.
  rooms: {
    ru: () => import('./locales/rooms/ru.json'),
    en: () => import('./locales/rooms/en.json'),
    kz: () => import('./locales/rooms/kz.json'),
  },
  // The bonuses and welcome-pack pages, the waiting bonus of /profile/bonuses.
  bonuses: {
    ru: () => import('./locales/bonuses/ru.json'),
    en: () => import('./locales/bonuses/en.json'),
    kz: () => import('./locales/bonuses/kz.json'),
  },
  // The VIP club page (its lead and link on the bonuses page are the bonuses
  // group's).
  vip: {
    ru: () => import('./locales/vip/ru.json'),
    en: () => import('./locales/vip/en.json'),
    kz: () => import('./locales/vip/kz.json'),
  },
  tournaments: {
    ru: () => import('./locales/tournaments/ru.json'),
    en: () => import('./locales/tournaments/en.json'),
    kz: () => import('./locales/tournaments/kz.json'),
  },
  content: {
    ru: () => import('./locales/content/ru.json'),
    en: () => import('./locales/content/en.json'),
    kz: () => import('./locales/content/kz.json'),
  },
  home: {
    ru: () => import('./locales/home/ru.json'),
    en: () => import('./locales/home/en.json'),
    kz: () => import('./locales/home/kz.json'),
  },
  betting: {
    ru: () => import('./locales/betting/ru.json'),
    en: () => import('./locales/betting/en.json'),
    kz: () => import('./locales/betting/kz.json'),
  },
  pwa: {
    ru: () => import('./locales/pwa/ru.json'),
    en: () => import('./locales/pwa/en.json'),
    kz: () => import('./locales/pwa/kz.json'),
  },
  'no-access': {
    ru: () => import('./locales/no-access/ru.json'),
    en: () => import('./locales/no-access/en.json'),
    kz: () => import('./locales/no-access/kz.json'),
  },
  // /responsible-play.
  responsible: {
    ru: () => import('./locales/responsible/ru.json'),
    en: () => import('./locales/responsible/en.json'),
    kz: () => import('./locales/responsible/kz.json'),
  },
  // /profile/responsible: limits, reality check, time-out, self-exclusion.
  limits: {
    ru: () => import('./locales/limits/ru.json'),
    en: () => import('./locales/limits/en.json'),
    kz: () => import('./locales/limits/kz.json'),
  },
  seo: {
    ru: () => import('./locales/seo/ru.json'),
    en: () => import('./locales/seo/en.json'),
    kz: () => import('./locales/seo/kz.json'),
  },
  'play-safety': {
    ru: () => import('./locales/play-safety/ru.json'),
    en: () => import('./locales/play-safety/en.json'),
    kz: () => import('./locales/play-safety/kz.json'),
  },
} satisfies Record<string, MessageGroup>;
