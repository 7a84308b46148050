// The message groups beside the core, one per feature. Only the modules that need
// a group import this (a page or modal module's `messages`, a widget's
// WithMessages), so the first visit carries none of these loaders.
import type { MessageGroup } from './i18n.tsx';

/** Every message group, by feature. */
export const MESSAGE_GROUPS = {
  account: {
    ru: () => import('./locales/account/ru.json'),
    en: () => import('./locales/account/en.json'),
    kz: () => import('./locales/account/kz.json'),
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
  games: {
    ru: () => import('./locales/games/ru.json'),
    en: () => import('./locales/games/en.json'),
    kz: () => import('./locales/games/kz.json'),
  },
  bonuses: {
    ru: () => import('./locales/bonuses/ru.json'),
    en: () => import('./locales/bonuses/en.json'),
    kz: () => import('./locales/bonuses/kz.json'),
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
  responsible: {
    ru: () => import('./locales/responsible/ru.json'),
    en: () => import('./locales/responsible/en.json'),
    kz: () => import('./locales/responsible/kz.json'),
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
