// Every Kazakh message is Kazakh (issue 20): a kz value equal to its en or ru
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
  'account:form.emailLabel',
  'account:login.byEmail',
  'account:login.providers.google',
  'account:login.providers.vk',
  'account:login.providers.telegram',
  'account:profile.email',
  'games:games.playTitle',
  'games:games.rooms.roomTitle',
  'games:games.bet.half',
  'games:games.bet.double',
  'games:fair.roulette.low',
  'games:fair.roulette.high',
]);

/** Words Kazakh writes as Russian does (loanwords and shared terms), checked by a reader of Kazakh. */
const SAME_AS_RUSSIAN = new Set([
  'core:nav.liveCasino',
  'core:nav.vipClub',
  'core:account.balance',
  'core:games.crash.name',
  'core:games.dice.name',
  'core:games.roulette.name',
  'core:games.hilo.name',
  'core:games.keno.name',
  'account:form.countries.by',
  'account:form.phoneLabel',
  'account:form.codeLabel',
  'account:form.currencyLabel',
  'account:login.byPhone',
  'account:login.withCode',
  'account:profile.title',
  'account:profile.verification',
  'account:profile.phone',
  'account:history.operation',
  'account:history.type.bet',
  'games:catalog.provider',
  'games:games.demo',
  'games:games.demoTitle',
  'games:games.currency',
  'games:games.cases.caseTitle',
  'games:games.bet.amount',
  'games:games.bet.minButton',
  'games:games.bet.maxButton',
  'games:fair.demoBalance',
  'games:fair.roulette.chip',
  'games:fair.keno.draw',
  'games:fair.stake',
  'games:fair.realBalance',
  'games:fair.mode.demo',
  'games:fair.check.stake',
  'games:fair.demoMark',
  'games:live.crash.amount',
  'games:live.rooms.pot',
  'games:live.rooms.stake',
  'payments:payIn.bonus',
  'payments:invoice.commission',
  'payments:verification.title',
  'tournaments:tournaments.title',
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
