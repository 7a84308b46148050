// The player's active free spins (the profile's bonuses tab): each one's game
// by cover and title with a Play that opens its page, its expiry with a live
// countdown, its details on demand, and cancelling it after a confirmation.
import { dateTimeFormat } from '@casino/sdk';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useCountdown, useCountdownFormat } from '../../../shared/lib/use-countdown.ts';
import { ConfirmAction } from '../../../shared/ui/confirm-action.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.tsx';
import { Empty, QueryView } from '../../../shared/ui/page-parts.tsx';
import { activeFreeSpins, expiresAt, type FreeSpin } from '../active-free-spins.ts';
import { useCancelFreeSpins, useFreeSpinCampaign, useFreeSpins } from '../api.ts';
import { GameCover, GameTitle, PlayLink, useSpinGame } from './game-title.tsx';
import '../free-spins.css';

/** A campaign's details, loaded when the player opens them. */
function Details({ id }: { id: number }) {
  const { t } = useI18n();
  const query = useFreeSpinCampaign(id);
  return (
    <QueryView query={query}>
      {({ data }) => (
        <p className="free-spin__details">{t('freeSpins.spins', { count: data.spins })}</p>
      )}
    </QueryView>
  );
}

/** One active free spin: game, expiry with its countdown, details, cancel with a confirmation. */
function Row({ spin }: { spin: FreeSpin }) {
  const { t, locale } = useI18n();
  const format = useCountdownFormat();
  const cancel = useCancelFreeSpins();
  const deadline = expiresAt(spin);
  const seconds = useCountdown(deadline);
  const game = useSpinGame(spin.game.id);
  const [open, setOpen] = useState(false);
  const date = dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  if (seconds === 0) return null;
  const confirm = async () => {
    try {
      await cancel(spin.id);
      notifySuccess(t('freeSpins.cancelled'));
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    }
  };
  return (
    <li className="free-spin">
      <GameCover game={game} />
      <div className="free-spin__main">
        <strong>
          <GameTitle id={spin.game.id} game={game} />
        </strong>
        <span>
          {t('freeSpins.until', { date: date.format(new Date(deadline ?? 0)) })} ·{' '}
          <time role="timer">{format(seconds)}</time>
        </span>
      </div>
      <div className="free-spin__actions">
        <PlayLink game={game} />
        <button
          type="button"
          className="button button--ghost button--small"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {t('freeSpins.details')}
        </button>
        <ConfirmAction
          action={t('freeSpins.cancel')}
          question={t('freeSpins.confirm')}
          yes={t('freeSpins.confirmYes')}
          no={t('freeSpins.confirmNo')}
          className="free-spin__confirm"
          run={confirm}
        />
      </div>
      {open ? <Details id={spin.id} /> : null}
    </li>
  );
}

/** The player's active free spins (the free spin's id is its campaign's, inferred). */
export function FreeSpinList() {
  const { t } = useI18n();
  const query = useFreeSpins();
  return (
    <QueryView query={query}>
      {({ data }) => {
        const active = activeFreeSpins(data, Date.now());
        if (active.length === 0) return <Empty>{t('freeSpins.none')}</Empty>;
        return (
          <ul className="free-spins">
            {active.map((spin) => (
              <Row key={spin.id} spin={spin} />
            ))}
          </ul>
        );
      }}
    </QueryView>
  );
}
