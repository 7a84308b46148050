// The site around the player: geo, mirrors and SSO (switchable by scenario),
// tracking and middleware reports (acknowledged and logged), VIP, bonuses and
// free spins (SPEC.md section 7, "Tracking", "Mirrors", "VIP, bonuses, free
// spins", "Billing and geo").
import { regionForCountry } from '@casino/sdk';
import { done, notFound, playerGuard, refusedAnswer } from '../answers.ts';
import type { Routes } from '../contract.ts';
import type { Localized } from '../texts.ts';
import type { World } from '../world/world.ts';

const WELCOME_BONUS: Localized = {
  ru: 'Бонус +100% на первый депозит',
  en: '+100% bonus on the first deposit',
  kz: 'Бірінші депозитке +100% бонус',
};
const WELCOME_PACK: Localized = {
  ru: 'Приветственный пакет: до 300% и 150 фриспинов',
  en: 'Welcome pack: up to 300% and 150 free spins',
  kz: '«Қош келдіңіз» пакеті: 300%-ға дейін және 150 фриспин',
};
/** Promo codes the sandbox knows (anything else answers 404). */
const PROMOS: Record<string, Localized> = {
  WELCOME100: WELCOME_BONUS,
  SPINS50: {
    ru: '50 фриспинов за регистрацию',
    en: '50 free spins for signing up',
    kz: 'Тіркелгені үшін 50 фриспин',
  },
};
/** How long the registration-and-deposit bonus waits, seconds (7 days, as the welcome pack). */
const WAITING_BONUS_S = 7 * 24 * 3600;

const iso = (ms: number) => new Date(ms).toISOString();

export function siteRoutes(world: World): Routes {
  const withPlayer = playerGuard(world);
  const acknowledge = (what: string) => () => {
    world.settings.log(what);
    return done();
  };
  return {
    '/geo_ip': {
      get: () =>
        world.site.blocked
          ? { status: 451, body: { message: 'Unavailable For Legal Reasons', code: 451 } }
          : {
              status: 200,
              body: {
                data: {
                  ip: world.site.ip,
                  country_code: world.site.countryCode,
                  region: regionForCountry(world.site.countryCode),
                },
              },
            },
    },

    '/middleware/mirror': {
      post: () => ({
        status: 200,
        body: {
          meta_yandex_verification: null,
          sso: world.site.sso,
          // The contract's example channel: the footer links it.
          settings: {
            revshare_service_frontend_url: null,
            telegram_channel_url: 'https://t.me/example_casino',
          },
        },
      }),
    },
    '/mirror': {
      get: () => ({ status: 200, body: { redirect: { newLink: world.site.newLink } } }),
    },
    '/api/getMirrorsToCheck': {
      get: ({ token }) =>
        withPlayer(() => ({ status: 200 as const, body: { domains: world.site.mirrors } }))(token),
    },
    '/api/sendAntiBonusResult': {
      post: ({ token, body }) =>
        withPlayer(() => {
          world.settings.log(`mirror check results: ${JSON.stringify(body.results)}`);
          return done();
        })(token),
    },
    '/middleware/mirrorRedirect': { post: acknowledge('arrival by mirror redirect') },
    '/middleware/affiliate': { post: acknowledge('affiliate visit') },
    '/middleware/ip': { post: acknowledge('visitor ip reported') },
    '/middleware/registerPageOpenEvent': { post: acknowledge('page open event') },
    '/api/v2/tracking/events': {
      put: ({ body }) => {
        world.settings.log(`tracking event ${body.name}`);
        return done();
      },
    },
    '/middleware/utm': {
      post: ({ body }) => ({
        status: 200,
        body: {
          advId: `adv-${body.utm_source}-${body.utm_campaign}`.slice(0, 64),
          ...(PROMOS[body.utm_term.toUpperCase()]
            ? { promo: { type: 'promo', value: body.utm_term.toUpperCase() } }
            : {}),
        },
      }),
    },
    '/attachSource': {
      post: ({ token }) => withPlayer(acknowledge('source attached'))(token),
    },

    '/api/v2/vip/join': {
      post: ({ token, body }) =>
        withPlayer((player) => {
          // A promotion: closed during a time-out or self-exclusion (../responsible.ts).
          const refused = world.responsible.refuseRestricted(player);
          if (refused) return refusedAnswer(refused);
          player.premium = true;
          world.settings.log(`player ${player.id} joined VIP (${body.request_type})`);
          return done();
        })(token),
    },

    '/bonus-system/bonus-activation/waiting-reg-and-dep': {
      get: ({ token, locale, region }) =>
        withPlayer((player) => ({
          status: 200 as const,
          body: {
            data: {
              name: WELCOME_BONUS[locale],
              // It waits for the first deposit: once one is paid, nothing waits.
              expires_in: world.payments.paidDeposits(player.id) > 0 ? 0 : WAITING_BONUS_S,
              region:
                region === 'KZ' || region === 'AZ' || region === 'TR' ? region : player.region,
            },
          },
        }))(token),
    },
    '/bonus-system/bonus/{promo}': {
      get: ({ path, locale }) => {
        const promo = PROMOS[path.promo.toUpperCase()];
        return promo
          ? {
              status: 200,
              body: { data: { name: promo[locale], expires_in: 3 * 24 * 3600, region: null } },
            }
          : notFound('Bonus');
      },
    },
    '/api/v3/welcome-pack/get-welcome-packs-guest': {
      get: ({ locale }) => ({
        status: 200,
        body: { data: [{ publicTitle: WELCOME_PACK[locale] }] },
      }),
    },

    '/profile/freeSpins': {
      get: ({ token }) =>
        withPlayer((player) => ({
          status: 200 as const,
          body: {
            data: world.activeFreeSpins(player).map((c) => ({
              id: c.id,
              game: { id: c.gameId },
              expiration_at: iso(c.expiresAt),
            })),
          },
        }))(token),
    },
    '/api/freeSpinsCampaigns/{id}': {
      get: ({ token, path }) =>
        withPlayer((player) => {
          const campaign = world.freeSpins.get(Number(path.id));
          if (!campaign || campaign.playerId !== player.id) return notFound('Campaign');
          return {
            status: 200 as const,
            body: {
              data: {
                id: campaign.id,
                game: { id: campaign.gameId },
                spins: campaign.cancelled ? 0 : campaign.spins,
                expiration_at: iso(campaign.expiresAt),
              },
            },
          };
        })(token),
    },
    '/api/v2/freeSpinsCampaigns/cancel/{id}': {
      put: ({ token, path }) =>
        withPlayer((player) => {
          const campaign = world.freeSpins.get(Number(path.id));
          if (!campaign || campaign.playerId !== player.id || campaign.cancelled)
            return notFound('Campaign');
          campaign.cancelled = true;
          return done();
        })(token),
    },
  };
}
