// Money: the billing data (payment methods in the player's currency),
// payment creation (inferred operation: limits checked, the deposit process
// config answered) and the invoice status the client polls; withdrawals
// (inferred: minimum payout, balance, address format) and the history of
// every movement. An invoice turns paid after the configured delay (or at
// once by scenario), and the balance grows by exactly its shop_amount; a
// payout leaves the balance when requested and turns paid later. Every
// movement is a line of the ledger; the history shows a payout's movements
// with the payout's status now (pending until paid, or failed). Payment
// creation honours the player's responsible-play limits and restrictions
// (a 422 with `code` and `resets_at`); withdrawals stay open during a
// time-out or self-exclusion.
//
// Bonuses (../world/bonuses.ts): the billing data offers the welcome pack's
// step the next deposit brings, with its terms; a deposit takes it unless
// the player declines (`bonus: false`), and the paid invoice's status says
// what was credited; a withdrawal while a bonus is active needs the player's
// `forfeit_bonus` and forfeits it once the payout is accepted.
import {
  CURRENCIES,
  type CurrencyCode,
  depositFeeMinor,
  depositLimits,
  fromMinor,
  payoutAddressFits,
  toMinor,
} from '@casino/sdk';
import { invalid, notFound, paged, refusedAnswer, unauthorized } from '../answers.ts';
import type { Routes } from '../contract.ts';
import type { Localized } from '../texts.ts';
import { WELCOME_PACK, type WelcomeStep, welcomeTerms } from '../world/bonuses.ts';
import { INVOICE_PAID, type Payout, type Player, type World } from '../world/world.ts';
import { wagerShares } from './bonuses.ts';

/** A deposit method of the sandbox. */
interface Method {
  hash: string;
  name: Localized;
  /** How long the money usually takes to arrive, minutes. */
  minutes: number;
  type: 'card' | 'phone';
  /** Limits in major units; null leaves the spec's defaults (100, 300000, 100). */
  min: number | null;
  max: number | null;
  default: number | null;
  /** Commission in basis points of the amount (300 = 3 %). */
  commissionBp: number;
}

/** A bank card method in `currency`: limits in major units, commission in basis points. */
const card = (
  currency: string,
  min: number,
  max: number,
  fallback: number,
  commissionBp: number,
): Method => ({
  hash: `card-${currency}`,
  // A brand: the same in every language.
  name: { ru: 'Visa / Mastercard', en: 'Visa / Mastercard', kz: 'Visa / Mastercard' },
  minutes: 15,
  type: 'card',
  min,
  max,
  default: fallback,
  commissionBp,
});

/** The methods each currency offers (RUB has a card and SBP by phone; others a card). */
const METHODS: Record<CurrencyCode, Method[]> = {
  RUB: [
    card('rub', 500, 100000, 1000, 300),
    {
      hash: 'sbp-rub',
      // Russia's Faster Payments System: СБП in Russian and Kazakh.
      name: { ru: 'СБП', en: 'SBP (Faster Payments)', kz: 'СБП' },
      minutes: 0,
      type: 'phone',
      min: null,
      max: null,
      default: null,
      commissionBp: 0,
    },
  ],
  USD: [card('usd', 10, 5000, 20, 250)],
  EUR: [card('eur', 10, 5000, 20, 250)],
  KZT: [card('kzt', 2000, 2000000, 5000, 200)],
  TRY: [card('try', 200, 100000, 500, 200)],
  AZN: [card('azn', 10, 5000, 20, 200)],
  INR: [card('inr', 500, 200000, 1000, 200)],
};

/** The welcome pack's step as PayIn names it, in the caller's language. */
const bonusName = ({ step, percent, freeSpins }: WelcomeStep): Localized => {
  if (step === 1)
    return {
      ru: `Первый депозит +${percent}%`,
      en: `First deposit +${percent}%`,
      kz: `Бірінші депозит +${percent}%`,
    };
  const spins = freeSpins > 0;
  return {
    ru: `Депозит ${step} из ${WELCOME_PACK.length}: +${percent}%${spins ? ` и ${freeSpins} фриспинов` : ''}`,
    en: `Deposit ${step} of ${WELCOME_PACK.length}: +${percent}%${spins ? ` and ${freeSpins} free spins` : ''}`,
    kz: `${WELCOME_PACK.length} депозиттің ${step}-сі: +${percent}%${spins ? ` және ${freeSpins} фриспин` : ''}`,
  };
};

/** The crypto-payouts of the billing data (their address formats: the SDK's payoutAddressFits). */
const PAYOUT_METHODS = [
  { code: 'USDT', name: 'Tether', network: 'TRC20' },
  { code: 'BTC', name: 'Bitcoin', network: null },
] as const;

/** A card or phone number the player pays to (fixed test values). */
const PAY_TO = { card: '2200123456789012', phone: '79161234567' };

export function billingRoutes(world: World): Routes {
  /** The bonus the player's next paid deposit brings, with its terms, or null when the pack is spent. */
  const offer = (player: Player, locale: keyof Localized) => {
    const step = world.bonuses.nextStep(player.id);
    if (!step) return null;
    const terms = welcomeTerms(step, player.currency, world.settings.bonusWagerTimes);
    return {
      name: bonusName(step)[locale],
      terms: {
        step: terms.step,
        steps: WELCOME_PACK.length,
        percent: terms.percent,
        max_amount: fromMinor(terms.maxAmountMinor),
        free_spins: terms.freeSpins,
        wager: terms.wagerTimes,
        max_bet: fromMinor(terms.maxBetMinor),
        days: terms.days,
        games: wagerShares(),
      },
    };
  };
  return {
    '/api/v2/billing/data': {
      get: ({ token, locale }) => {
        const player = world.playerOf(token);
        if (!player) return unauthorized();
        return {
          status: 200,
          body: {
            payments: {
              methods: METHODS[player.currency].map((m) => ({
                hash: m.hash,
                min_amount: m.min,
                max_amount: m.max,
                default_amount: m.default,
                name: m.name,
                exchange_currency: null,
                fee_percent: m.commissionBp / 100,
                minutes: m.minutes,
              })),
              bonus: offer(player, locale),
            },
            // What the crypto deposit takes (../world/crypto.ts).
            'crypto-payments': [
              { code: 'USDT', name: 'Tether', network: 'TRC20' },
              { code: 'USDT', name: 'Tether', network: 'ERC20' },
              { code: 'BTC', name: 'Bitcoin', network: null },
            ],
            'crypto-payouts': PAYOUT_METHODS.map(({ code, name, network }) => ({
              code,
              name,
              network,
            })),
          },
        };
      },
    },
    '/billing/payment': {
      post: ({ token, body }) => {
        const player = world.playerOf(token);
        if (!player) return unauthorized();
        const method = METHODS[player.currency].find((m) => m.hash === body.method_hash);
        if (!method) return invalid({ method_hash: ['validation.exists'] });
        const limits = depositLimits({
          min_amount: method.min,
          max_amount: method.max,
          default_amount: method.default,
        });
        const amount = toMinor(body.amount);
        if (amount === null) return invalid({ amount: ['validation.amount'] });
        if (body.amount < limits.min) return invalid({ amount: ['validation.min.numeric'] });
        if (body.amount > limits.max) return invalid({ amount: ['validation.max.numeric'] });
        // Responsible play: a restriction, the session limit or a deposit limit (../responsible.ts).
        const refused = world.responsible.refuseDeposit(player, amount);
        if (refused) return refusedAnswer(refused);
        // Commission in whole minor units, rounded half up; the rest is credited.
        const commission = depositFeeMinor(amount, method.commissionBp);
        const invoice = world.openInvoice(player, {
          methodHash: method.hash,
          type: method.type,
          amount,
          shopAmount: amount - commission,
          commission,
          bonus: body.bonus !== false && world.bonuses.nextStep(player.id) !== null,
        });
        return {
          status: 200,
          body: {
            hash: invoice.hash,
            id: invoice.id,
            amount: fromMinor(invoice.amount),
            shop_amount: fromMinor(invoice.shopAmount),
            commission: fromMinor(invoice.commission),
            life_time: invoice.lifeTimeS,
            type: invoice.type,
            card:
              invoice.type === 'card'
                ? { card_number: PAY_TO.card, phone_number: null }
                : { card_number: null, phone_number: PAY_TO.phone },
            sum_was_changed: false,
          },
        };
      },
    },
    '/billing/payment/status/{invoiceId}': {
      get: ({ token, path }) => {
        const player = world.playerOf(token);
        if (!player) return unauthorized();
        const invoice = world.invoices.get(Number(path.invoiceId));
        // Another player's invoice is as good as missing.
        if (!invoice || invoice.playerId !== player.id) return notFound('Invoice');
        // A paid invoice says what bonus came with it (null for none).
        return {
          status: 200,
          body:
            invoice.status === INVOICE_PAID
              ? {
                  status: invoice.status,
                  bonus: invoice.bonusMinor === null ? null : fromMinor(invoice.bonusMinor),
                }
              : { status: invoice.status },
        };
      },
    },
    '/billing/payouts': {
      post: ({ token, body }) => {
        const player = world.playerOf(token);
        if (!player) return unauthorized();
        const method = PAYOUT_METHODS.find((m) => m.code === body.method);
        if (!method) return invalid({ method: ['validation.exists'] });
        const amount = toMinor(body.amount);
        if (amount === null || amount === 0) return invalid({ amount: ['validation.amount'] });
        const minimum = toMinor(CURRENCIES[player.currency].minPayout) ?? 0;
        if (amount < minimum) return invalid({ amount: ['payout.min'] });
        const destination = body.destination.trim();
        if (!payoutAddressFits(method, destination))
          return invalid({ destination: ['payout.destination'] });
        const bonuses = world.bonuses.active(player.id);
        if (bonuses.length > 0 && body.forfeit_bonus !== true)
          return invalid({ bonus: ['payout.bonus_active'] });
        const requested = world.requestPayout(player, { method: method.code, amount, destination });
        if (!requested.ok) return invalid(requested.errors);
        for (const bonus of bonuses) world.bonuses.forfeit(player, bonus);
        return { status: 200, body: { data: payoutOf(requested.value) } };
      },
      get: ({ token }) => {
        const player = world.playerOf(token);
        if (!player) return unauthorized();
        const mine = [...world.payouts.values()].filter((p) => p.playerId === player.id);
        return { status: 200, body: { data: mine.reverse().map(payoutOf) } };
      },
    },
    '/profile/history': {
      get: ({ token, query }) => {
        /** The status now of the payout a movement belongs to (`payout:<id>`); null for the others. */
        const payoutStatusOf = (reference: string) =>
          reference.startsWith('payout:')
            ? (world.payouts.get(Number(reference.slice('payout:'.length)))?.status ?? null)
            : null;
        const player = world.playerOf(token);
        if (!player) return unauthorized();
        const mine = world.ledger
          .filter((m) => m.playerId === player.id && (!query.type || m.kind === query.type))
          .reverse();
        const page = paged(mine, query);
        if ('status' in page) return page;
        return {
          status: 200,
          body: {
            meta: page.meta,
            data: page.data.map((m) => ({
              id: m.id,
              type: m.kind,
              account: m.account,
              amount: fromMinor(m.amount),
              balance_after: fromMinor(m.balanceAfter),
              currency: m.currency,
              reference: m.reference,
              status: payoutStatusOf(m.reference),
              created_at: new Date(m.at).toISOString(),
            })),
          },
        };
      },
    },
  };
}

/** A payout as the API shows it. */
function payoutOf(payout: Payout) {
  return {
    id: payout.id,
    method: payout.method,
    amount: fromMinor(payout.amount),
    currency: payout.currency,
    destination: payout.destination,
    status: payout.status,
    created_at: new Date(payout.createdAt).toISOString(),
  };
}
