import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  formatCountdown,
  guestBonusDeadline,
  invoiceExpiresAt,
  secondsLeft,
} from './countdowns.ts';
import {
  BET_GAMES,
  type BetGame,
  CURRENCIES,
  checkBet,
  currencyRules,
  DEPOSIT_DEFAULTS,
  depositLimits,
  isBetGame,
  LEVELS_MIN,
  ROOMS,
  roomLimits,
  SCALE_TO_RUB,
} from './currencies.ts';
import { CURRENCY_SYMBOLS, formatMoney } from './currency-codes.ts';
import { IN_HOUSE_GAMES, type InHouseGame, isInHouseGame, isLiveStreamPath } from './games.ts';
import {
  acceptLanguageFor,
  DEFAULT_LOCALE,
  FALLBACK_ISO,
  LOCALES,
  resolveLocale,
} from './locales.ts';
import { mirrorDomainProblem } from './mirrors.ts';
import { regionForCountry } from './regions.ts';
import { COOKIES, configuredCookie, cookieAttributes, LOCAL_STORAGE_KEYS } from './storage.ts';
import { TIMINGS } from './timings.ts';
import { verificationShown, verificationState } from './verification.ts';

describe('verification status mapping (SPEC.md section 4)', () => {
  it.each([
    ['init', 'pending'],
    ['waiting', 'pending'],
    ['user_pending', 'pending'],
    ['pending', 'pending'],
    ['failed', 'failed'],
    ['unverified', 'failed'],
    ['success', 'success'],
    ['verified', 'success'],
  ])('%s means %s', (status, state) => {
    expect(verificationState(status)).toBe(state);
  });

  it('an unknown or missing status has no state', () => {
    expect(verificationState('toString')).toBeNull();
    expect(verificationState(undefined)).toBeNull();
  });

  it('tells a player whose verification is only initialised that it has not started', () => {
    expect(verificationShown('init')).toBe('notStarted');
    expect(verificationShown('waiting')).toBe('pending');
    expect(verificationShown('verified')).toBe('success');
    expect(verificationShown('toString')).toBe('pending');
  });
});

describe('regions (SPEC.md section 6)', () => {
  it('knows KZ, AZ and TR in any case; everything else is RU', () => {
    expect(['kz', 'AZ', ' tr '].map(regionForCountry)).toEqual(['KZ', 'AZ', 'TR']);
    expect(['DE', 'RU', '', null, undefined, 'BY'].map(regionForCountry)).toEqual([
      'RU',
      'RU',
      'RU',
      'RU',
      'RU',
      'RU',
    ]);
  });
});

describe('currency table (SPEC.md section 9)', () => {
  it('has the symbols and the crash limits of the table', () => {
    expect(Object.fromEntries(Object.values(CURRENCIES).map((c) => [c.code, c.symbol]))).toEqual({
      RUB: '₽',
      USD: '$',
      EUR: '€',
      KZT: '₸',
      TRY: '₺',
      AZN: '₼',
      INR: '₹',
    });
    // The first visit's symbols (currency-codes.ts) are the table's, currency for currency.
    expect(CURRENCY_SYMBOLS).toEqual(
      Object.fromEntries(Object.values(CURRENCIES).map((c) => [c.code, c.symbol])),
    );
    expect(CURRENCIES.RUB.bets.crash).toEqual({ min: 1, max: 50000 });
    expect(CURRENCIES.USD.bets.crash).toEqual({ min: 0.01, max: 500 });
    expect(CURRENCIES.KZT.bets.crash).toEqual({ min: 5, max: 250000 });
    expect(CURRENCIES.INR.bets.miner).toEqual({ min: 1, max: 1000 });
    expect(CURRENCIES.AZN.bets.coinflip).toEqual({ min: 5, max: 50000 });
  });

  it('has min payout, rooms, wheel of fortune and roulette maxima', () => {
    expect(
      [CURRENCIES.RUB, CURRENCIES.EUR, CURRENCIES.TRY, CURRENCIES.INR].map((c) => c.minPayout),
    ).toEqual([100, 1, 500, 100]);
    expect(CURRENCIES.RUB.rooms).toEqual({ red: 1, yellow: 10, purple: 50 });
    expect(CURRENCIES.RUB.wheelOfFortuneMax).toBe(1);
    expect(CURRENCIES.KZT.wheelOfFortuneMax).toBe(5);
    expect(CURRENCIES.USD.bets.roulette.max).toBe(0.1);
    expect(CURRENCIES.TRY.bets.roulette.max).toBe(5);
    expect(CURRENCIES.INR.bets.roulette.max).toBe(1);
    expect(LEVELS_MIN).toBe(100);
  });

  it('infers what the table leaves out as RUB times the currency scale, and marks it', () => {
    // The scale, from coinflip, the game SPEC.md shows in every currency.
    for (const code of Object.keys(CURRENCIES) as (keyof typeof CURRENCIES)[]) {
      const coinflip = CURRENCIES[code].bets.coinflip;
      expect(coinflip.inferred).toBeUndefined();
      expect(coinflip.min).toBe(
        (CURRENCIES.RUB.bets.coinflip.min ?? Number.NaN) * SCALE_TO_RUB[code],
      );
    }
    expect(CURRENCIES.USD.bets.dice).toEqual({ min: 0.01, max: 100, inferred: ['min', 'max'] });
    expect(CURRENCIES.EUR.bets.keno).toEqual({ min: 0.01, max: 100, inferred: ['min', 'max'] });
    expect(CURRENCIES.KZT.bets.hilo).toEqual({ min: 5, max: 50000, inferred: ['min', 'max'] });
    expect(CURRENCIES.INR.bets.dice).toEqual({ min: 1, max: 10000, inferred: ['min', 'max'] });
    // Roulette: SPEC.md shows only the maximum; the minimum is inferred.
    expect(CURRENCIES.USD.bets.roulette).toEqual({ min: 0.01, max: 0.1, inferred: ['min'] });
    expect(CURRENCIES.AZN.bets.roulette).toEqual({ min: 5, max: 5, inferred: ['min'] });
    expect(CURRENCIES.RUB.bets.roulette.inferred).toBeUndefined();
    // Rooms: RUB 1, 10, 50.
    expect(CURRENCIES.USD.rooms).toEqual({ red: 0.01, yellow: 0.1, purple: 0.5 });
    expect(CURRENCIES.TRY.rooms).toEqual({ red: 5, yellow: 50, purple: 250 });
    expect(CURRENCIES.USD.roomsInferred).toBe(true);
    expect(CURRENCIES.RUB.roomsInferred).toBeUndefined();
    expect(roomLimits('KZT', 'purple')).toEqual({ min: 250, max: null, inferred: ['min'] });
    expect(roomLimits('RUB', 'purple')).toEqual({ min: 50, max: null });
  });

  it('locks no currency out of any game: every game and room has limits', () => {
    for (const rules of Object.values(CURRENCIES)) {
      for (const game of BET_GAMES) {
        const { min, max } = rules.bets[game];
        expect(min, `${rules.code} ${game}`).not.toBeNull();
        expect(max, `${rules.code} ${game}`).not.toBeNull();
        expect(min as number).toBeLessThanOrEqual(max as number);
      }
      for (const room of ROOMS) expect(rules.rooms[room]).toBeGreaterThan(0);
    }
  });

  it('checks bets against the limits, the inferred ones too', () => {
    expect(checkBet(1, 'RUB', 'crash')).toBeNull();
    expect(checkBet(0.5, 'RUB', 'crash')).toEqual({ kind: 'below-min', min: 1 });
    expect(checkBet(50001, 'RUB', 'crash')).toEqual({ kind: 'above-max', max: 50000 });
    expect(checkBet(10, 'USD', 'dice')).toBeNull();
    expect(checkBet(150, 'USD', 'dice')).toEqual({ kind: 'above-max', max: 100 });
    expect(checkBet(4, 'KZT', 'keno')).toEqual({ kind: 'below-min', min: 5 });
    expect(checkBet(0.2, 'USD', 'roulette')).toEqual({ kind: 'above-max', max: 0.1 });
    expect(checkBet(Number.NaN, 'RUB', 'dice')).toEqual({ kind: 'not-a-number' });
    expect(checkBet(10, null, 'keno')).toBeNull();
  });

  it('names every in-house game once; bet limits cover all but cases and rooms', () => {
    expect(IN_HOUSE_GAMES.filter((g) => !isBetGame(g))).toEqual(['cases', 'rooms']);
    expect([...BET_GAMES].sort()).toEqual(IN_HOUSE_GAMES.filter(isBetGame).sort());
    expect(isInHouseGame('miner')).toBe(true);
    expect(isInHouseGame('mines')).toBe(false);
    // Type level (tsc): the mines game is named miner; cases have no per-currency bet limits.
    expectTypeOf<'mines'>().not.toExtend<InHouseGame>();
    expectTypeOf(checkBet).parameter(2).toEqualTypeOf<BetGame>();
    expectTypeOf<'cases'>().not.toExtend<BetGame>();
    expectTypeOf<'rooms'>().not.toExtend<BetGame>();
  });

  it('any amount inside shown limits passes and outside fails', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(CURRENCIES)),
        fc.constantFrom(...BET_GAMES),
        fc.double({ min: 0.001, max: 1e6, noNaN: true }),
        (code, game, amount) => {
          const { min, max } = currencyRules(code).bets[game];
          const problem = checkBet(amount, code, game);
          if (min === null && max === null) expect(problem).toEqual({ kind: 'limits-not-shown' });
          else if ((min === null || amount >= min) && (max === null || amount <= max))
            expect(problem).toBeNull();
          else expect(problem?.kind).toMatch(/below-min|above-max/);
        },
      ),
    );
  });

  it('applies the deposit defaults per payment method', () => {
    expect(DEPOSIT_DEFAULTS).toEqual({ min: 100, max: 300000, default: 100 });
    expect(depositLimits({})).toEqual({ min: 100, max: 300000, default: 100 });
    expect(depositLimits({ min_amount: null, max_amount: 0, default_amount: undefined })).toEqual({
      min: 100,
      max: 300000,
      default: 100,
    });
    expect(depositLimits({ min_amount: 500, max_amount: 100000, default_amount: 1000 })).toEqual({
      min: 500,
      max: 100000,
      default: 1000,
    });
    expect(depositLimits({ min_amount: 500 })).toEqual({ min: 500, max: 300000, default: 500 });
  });

  it('formats money with the symbol', () => {
    expect(formatMoney(1000, 'RUB')).toBe('1\u00a0000\u00a0₽');
    expect(formatMoney(0.5, 'USD', 'en-US')).toBe('0.50\u00a0$');
    expect(formatMoney(5, null)).toBe('5\u00a0₽');
  });
});

describe('locales', () => {
  it('are ru, en and kz with their iso codes; ru is the default, en-US the fallback', () => {
    expect(LOCALES.map((l) => [l.code, l.iso])).toEqual([
      ['ru', 'ru-RU'],
      ['en', 'en-US'],
      ['kz', 'kk-KZ'],
    ]);
    expect(DEFAULT_LOCALE).toBe('ru');
    expect(FALLBACK_ISO).toBe('en-US');
  });

  it('resolve codes, iso codes and browser languages; unsupported ones fall back to en', () => {
    expect(
      ['ru', 'ru-RU', 'kk-KZ', 'kk', 'KZ', 'en-GB', 'de-DE', '', null].map(resolveLocale),
    ).toEqual(['ru', 'ru', 'kz', 'kz', 'kz', 'en', 'en', 'en', 'en']);
  });

  it('send the Brazilian locale as pt-BR', () => {
    expect(['br', 'pt', 'pt_BR', 'ru', 'kz'].map(acceptLanguageFor)).toEqual([
      'pt-BR',
      'pt-BR',
      'pt-BR',
      'ru',
      'kz',
    ]);
  });
});

describe('cookies and storage (SPEC.md sections 3 and 9)', () => {
  const day = 86_400;
  it.each([
    ['advertiseUid', 30 * day],
    ['advertiseSource', 30 * day],
    ['cpaOneUid', 30 * day],
    ['stag', day],
    ['token', 30 * day],
    ['bearerToken', 30 * day],
    ['superBonus', 15_768_000],
    ['userVersion', day],
    ['userBrowser', 86_400],
    ['prHash', 86_400],
    ['simpleAuth', 86_400],
    ['advId', 86_400],
    ['adBonusType', 600],
    ['adBonusValue', 600],
    ['adBonusModal', 600],
    ['locale', 365 * day],
    ['regDepBonusExpireDate', 7 * day],
  ] as const)('%s lives %i s', (key, seconds) => {
    expect(COOKIES[key].maxAgeSeconds).toBe(seconds);
    expect(COOKIES[key].path).toBe('/');
    expect(COOKIES[key].sameSite).toBe('lax');
  });

  it('names every cookie of section 3', () => {
    const names = Object.values(COOKIES).map((c) => c.name);
    for (const name of [
      'promo',
      'stag',
      'partnerId',
      'advId',
      'advertiseUid',
      'advertiseSource',
      'cpaOneUid',
      'prHash',
      'bearerToken',
      'token',
      'super_bonus',
      'regDepBonusExpireDate',
      'welcomePackTimestamp',
      'activeCurrency',
      'newPayoutShown',
      'ajs_user_id',
      'userBrowser',
      'simpleAuth',
      'adBonusType',
      'adBonusValue',
      'adBonusModal',
      'userVersion',
    ]) {
      expect(names).toContain(name);
    }
    expect(COOKIES.prHash.onlyIfEmpty).toBe(true);
    expect(COOKIES.simpleAuth.onlyIfEmpty).toBe(true);
    expect(
      Object.values(COOKIES)
        .filter((c) => 'inferredLifetime' in c)
        .map((c) => c.name),
    ).toEqual(['regDepBonusExpireDate']);
    expect(Object.keys(LOCAL_STORAGE_KEYS)).toEqual([
      'fingerprint',
      'hideInstall',
      'ssoSessionId',
      'nextMirrorCheckAt',
      'demo',
      'oldDemo',
      'playMode',
      'gameFeel',
      'hiddenFreeSpins',
      'depositMethod',
      'betSlip',
    ]);
  });

  it('writes Secure only on https, and days for the cookie library', () => {
    expect(cookieAttributes(COOKIES.bearerToken, true)).toEqual({
      expires: 30,
      path: '/',
      sameSite: 'lax',
      secure: true,
    });
    expect(cookieAttributes(COOKIES.bearerToken, false).secure).toBe(false);
    expect(cookieAttributes(COOKIES.promo, true).expires).toBeUndefined();
  });

  it('accepts configured partner and adplace cookie names, and refuses bad ones', () => {
    expect(configuredCookie('partner_x').name).toBe('partner_x');
    expect(() => configuredCookie('a b;')).toThrow('"a b;" is not a valid cookie name');
  });
});

describe('timings and countdowns', () => {
  it('has the timings of section 9', () => {
    expect(TIMINGS).toMatchObject({
      invoicePolling: 5000,
      invoiceLifeDefault: 1_200_000,
      payInAutoOpen: 17_000,
      serviceWorkerUpdateCheck: 20_000,
      serviceWorkerSync: 600_000,
      mirrorProbeTimeout: 4000,
      mirrorCheckRepeat: 300_000,
      mirrorFirstRunMin: 10_000,
      mirrorFirstRunMax: 55_000,
      fingerprintFallback: 500,
      screenSizeRefresh: 50,
      idleFallback: 1,
      reloadGuard: 10_000,
    });
  });

  it('counts the guest bonus 3 days for a promo and 7 for a welcome pack, renewed when expired', () => {
    const now = Date.UTC(2026, 10, 22);
    expect(guestBonusDeadline('promo', null, now) - now).toBe(3 * 86_400_000);
    expect(guestBonusDeadline('welcomePack', 'garbage', now) - now).toBe(7 * 86_400_000);
    expect(guestBonusDeadline('promo', now + 1000, now)).toBe(now + 1000);
    expect(guestBonusDeadline('promo', String(now - 1), now)).toBe(now + 3 * 86_400_000);
  });

  it('expires an invoice after its life time, 1200 s by default', () => {
    expect(invoiceExpiresAt(0)).toBe(1_200_000);
    expect(invoiceExpiresAt(0, 900)).toBe(900_000);
    expect(invoiceExpiresAt(0, -5)).toBe(1_200_000);
    expect(secondsLeft(1_200_000, 1_199_001)).toBe(1);
    expect(secondsLeft(0, 5)).toBe(0);
    expect(formatCountdown(1200)).toBe('20:00');
    expect(formatCountdown(3 * 86_400)).toBe('3d 00:00:00');
    expect(formatCountdown(2 * 86_400 + 61, '\u00a0д')).toBe('2\u00a0д 00:01:01');
  });
});

describe('mirror domains', () => {
  it('takes a host or host:port with a port from 1 to 65535, and nothing else', () => {
    expect(mirrorDomainProblem('mirror1.casino.example')).toBeNull();
    expect(mirrorDomainProblem('127.0.0.1:8080')).toBeNull();
    expect(mirrorDomainProblem('127.0.0.1:65535')).toBeNull();
    expect(mirrorDomainProblem('127.0.0.1:99999')).toBe('port');
    expect(mirrorDomainProblem('127.0.0.1:0')).toBe('port');
    for (const bad of [
      '',
      'https://x.example',
      'x.example/path',
      'a b',
      '-x.example',
      'x..example',
    ])
      expect(mirrorDomainProblem(bad), bad).toBe('not a host[:port]');
  });
});

describe('live stream paths', () => {
  it('names the live tables, the bets feed and the sportsbook stream, nothing else', () => {
    for (const path of [
      '/crash/live',
      '/rooms/red/live',
      '/rounds/live',
      '/betting/live?sport=football',
    ])
      expect(isLiveStreamPath(path), path).toBe(true);
    for (const path of ['/betting/events', '/rooms/blue/live', '/crash/live/x', '/live'])
      expect(isLiveStreamPath(path), path).toBe(false);
  });
});
