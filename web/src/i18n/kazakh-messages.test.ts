// Every Kazakh message is Kazakh: a kz value equal to its en or ru
// value is a message nobody translated, unless it is listed below with why it
// is the same (a brand, a code or a symbol; a word Kazakh shares with Russian,
// as Kazakh UIs write it: Баланс, Ставка, Телефон, Профиль, Турнир...). A new
// equal value fails until it is translated or listed.
import { describe, expect, it } from 'vitest';
import { MESSAGE_FILE_GROUPS, messagesOf } from '../test/message-files.ts';

/** Brands, codes and symbols: the same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'core:brand.name',
  'core:account.vip',
  'player:form.emailLabel',
  'player:login.byEmail',
  'login:login.providers.google',
  'login:login.providers.vk',
  'login:login.providers.telegram',
  'player:profile.email',
  'launch:games.playTitle',
  'rooms:games.rooms.roomTitle',
  'house:games.bet.half',
  'house:games.bet.double',
  'roulette:fair.roulette.low',
  'roulette:fair.roulette.high',
]);

/** Words Kazakh writes as Russian does (loanwords and shared terms), checked by a reader of Kazakh. */
const SAME_AS_RUSSIAN = new Set([
  // The sportsbook's terms, as Kazakh bookmakers write them, and the dash between two teams (en: "v").
  'betting:betting.vs',
  'betting:betting.live',
  'betting:betting.market.total',
  'betting:betting.market.handicap',
  'betting:betting.slip.title',
  'betting:betting.slip.accumulator',
  'betting:betting.slip.odds',
  'betting:betting.bets.single',
  'betting:betting.bets.stake',
  'bonuses:bonuses.promo.title',
  'bonuses:bonuses.promo.label',
  'payments:crypto.tabs.crypto',
  'catalog:catalog.categories.roulette',
  'catalog:catalog.categories.blackjack',
  'catalog:catalog.categories.baccarat',
  'core:nav.liveCasino',
  'core:nav.live',
  'core:nav.vipClub',
  'core:account.balance',
  'core:games.crash.name',
  'core:games.dice.name',
  'core:games.roulette.name',
  'core:games.hilo.name',
  'core:games.keno.name',
  'player:form.countries.by',
  'player:form.phoneLabel',
  'player:form.codeLabel',
  'login:form.currencyLabel',
  'player:login.byPhone',
  'login:login.withCode',
  'account:profile.title',
  'player:profile.verification',
  'player:profile.phone',
  'history:history.operation',
  'history:history.type.bet',
  'catalog:catalog.provider',
  'cards:games.demo',
  'launch:games.demoTitle',
  'house:games.currency',
  'cases:games.cases.caseTitle',
  'house:games.bet.amount',
  'house:games.bet.minButton',
  'house:games.bet.maxButton',
  'house:fair.demoBalance',
  'roulette:fair.roulette.chip',
  'keno:fair.keno.draw',
  'bets:fair.stake',
  'house:fair.realBalance',
  'house:fair.mode.demo',
  'bets:fair.check.stake',
  'fairness:fair.demoMark',
  'crash:live.crash.amount',
  'rooms:live.rooms.pot',
  'rooms:live.rooms.stake',
  'feed:feed.bet',
  'payments:invoice.commission',
  'payments:payIn.fee',
  'payments:payIn.bonusAmount',
  'account:verification.title',
  'tournaments:tournaments.title',
  'verifier:verifier.form.crash',
]);

describe('Kazakh messages are Kazakh', () => {
  it('no kz value equals its en or ru value unless listed with why', () => {
    const untranslated: string[] = [];
    const listed = new Set<string>();
    for (const group of MESSAGE_FILE_GROUPS) {
      const [kz, en, ru] = (['kz', 'en', 'ru'] as const).map((lang) => messagesOf(group, lang));
      for (const [key, value] of kz ?? []) {
        const id = `${group}:${key}`;
        const sameEn = value === en?.get(key);
        const sameRu = value === ru?.get(key);
        if (!sameEn && !sameRu) continue;
        listed.add(id);
        if (sameEn && SAME_IN_EVERY_LANGUAGE.has(id)) continue;
        if (sameRu && SAME_AS_RUSSIAN.has(id)) continue;
        untranslated.push(`${id} = ${JSON.stringify(value)}`);
      }
    }
    expect(untranslated).toEqual([]);
    // A listed message that was translated since leaves the list.
    const stale = [...SAME_IN_EVERY_LANGUAGE, ...SAME_AS_RUSSIAN].filter((id) => !listed.has(id));
    expect(stale).toEqual([]);
  });
});
