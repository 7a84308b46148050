// The player's bonus account (the profile's bonuses tab): each active bonus
// with its wagering as a progress bar ("wagered X of Y"), what counts (the
// maximum bet, the games that count less), its expiry with a live countdown,
// and cancel after a confirmation that says what is lost; then the ended ones
// with what became of them. The rules are the API's (the bonus-account
// operations): this only shows them.
import { type components, dateTimeFormat } from '@casino/sdk';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useMoney, useNumber } from '../../../shared/domain/money.ts';
import { useCountdown, useCountdownFormat } from '../../../shared/lib/use-countdown.ts';
import { ConfirmAction } from '../../../shared/ui/confirm-action.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.tsx';
import { QueryView, Section } from '../../../shared/ui/page-parts.tsx';
import { useCancelBonus, usePlayerBonuses } from '../api.ts';
import '../bonuses.css';

type PlayerBonus = components['schemas']['PlayerBonus'];

/** Share of the requirement wagered, 0–100, to a tenth (never 100 before it is met). */
const progressOf = (b: PlayerBonus) =>
  b.wager_required <= 0
    ? 100
    : Math.min(
        b.wagered >= b.wager_required ? 100 : 99.9,
        Math.floor((b.wagered / b.wager_required) * 1000) / 10,
      );

/** What gave a bonus: the welcome pack's step, a promo code, or free spins' winnings. */
function useBonusName(): (bonus: PlayerBonus) => string {
  const { t } = useI18n();
  return (bonus) =>
    bonus.kind === 'promo'
      ? t('bonuses.account.promo', { code: bonus.code ?? '' })
      : bonus.kind === 'free_spins'
        ? t('bonuses.account.freeSpins')
        : t('bonuses.account.step', { step: bonus.step ?? 1 });
}

/** One active bonus: amount, progress, terms, expiry, cancel. */
function ActiveBonus({ bonus }: { bonus: PlayerBonus }) {
  const { t, locale } = useI18n();
  const money = useMoney();
  const number = useNumber();
  const nameOf = useBonusName();
  const format = useCountdownFormat();
  const cancel = useCancelBonus();
  const deadline = Date.parse(bonus.expires_at);
  const seconds = useCountdown(deadline);
  const date = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const progress = progressOf(bonus);
  const less = bonus.games.filter((g) => g.percent < 100);
  const confirm = async () => {
    try {
      await cancel(bonus.id);
      notifySuccess(t('bonuses.account.cancelled'));
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    }
  };
  return (
    <li className="bonus">
      <div className="bonus__head">
        <strong className="bonus__amount">{money(bonus.amount, bonus.currency)}</strong>
        <span className="bonus__name">{nameOf(bonus)}</span>
      </div>
      <div className="bonus__progress">
        <progress
          max={100}
          value={progress}
          aria-label={t('bonuses.account.progressLabel')}
          aria-valuetext={`${number(progress)}%`}
        />
        <span>
          {t('bonuses.account.wagered', {
            wagered: money(bonus.wagered, bonus.currency),
            required: money(bonus.wager_required, bonus.currency),
          })}{' '}
          <strong>{number(progress)}%</strong>
        </span>
      </div>
      <ul className="bonus__terms">
        <li>{t('bonuses.account.maxBet', { amount: money(bonus.max_bet, bonus.currency) })}</li>
        {less.map((g) => (
          <li key={g.game}>
            {t('bonuses.account.share', {
              game: t(`games.${g.game}.name`),
              percent: number(g.percent),
            })}
          </li>
        ))}
        <li>
          {t('bonuses.account.until', { date: date.format(new Date(deadline)) })} ·{' '}
          <time role="timer">{format(seconds)}</time>
        </li>
      </ul>
      <div className="bonus__actions">
        <ConfirmAction
          action={t('bonuses.account.cancel')}
          question={t('bonuses.account.cancelConfirm', {
            amount: money(bonus.amount, bonus.currency),
          })}
          yes={t('bonuses.account.cancelYes')}
          no={t('bonuses.account.keep')}
          className="bonus__confirm"
          run={confirm}
        />
      </div>
    </li>
  );
}

/** An ended bonus: its amount, what became of it and when. */
function EndedBonus({ bonus }: { bonus: PlayerBonus }) {
  const { t, locale } = useI18n();
  const nameOf = useBonusName();
  const money = useMoney();
  const date = dateTimeFormat(locale, { dateStyle: 'medium' });
  const status = bonus.status === 'active' ? 'converted' : bonus.status;
  return (
    <li className="bonus bonus--ended">
      <span>
        {money(bonus.amount, bonus.currency)} · {nameOf(bonus)}
      </span>
      <span className={`chip bonus__status bonus__status--${status}`}>
        {t(`bonuses.account.status.${status}`)}
      </span>
      {bonus.ended_at ? (
        <time dateTime={bonus.ended_at}>{date.format(new Date(bonus.ended_at))}</time>
      ) : null}
    </li>
  );
}

/** The bonus account: active bonuses, then ended ones; nothing while the player has none. */
export function BonusAccount() {
  const { t } = useI18n();
  const query = usePlayerBonuses();
  return (
    <QueryView query={query}>
      {({ data }) => {
        const active = data.filter((b) => b.status === 'active');
        const ended = data.filter((b) => b.status !== 'active').slice(0, 5);
        return (
          <>
            {active.length > 0 ? (
              <Section title={t('bonuses.account.title')}>
                <p className="muted">{t('bonuses.account.how')}</p>
                <ul className="bonus-list">
                  {active.map((b) => (
                    <ActiveBonus key={b.id} bonus={b} />
                  ))}
                </ul>
              </Section>
            ) : null}
            {ended.length > 0 ? (
              <Section title={t('bonuses.account.ended')}>
                <ul className="bonus-list">
                  {ended.map((b) => (
                    <EndedBonus key={b.id} bonus={b} />
                  ))}
                </ul>
              </Section>
            ) : null}
          </>
        );
      }}
    </QueryView>
  );
}
