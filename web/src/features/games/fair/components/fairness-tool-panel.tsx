// What the Fairness button opens (fairness-tool.tsx): the seed pair in force
// and its rotation, with the way to the verifier; the same parts as the
// fairness panel under the board (fairness-panel.tsx).
import type { MoneyGame } from '@casino/sdk/fair';
import { Link } from 'react-router';
import { useI18n, WithMessages } from '../../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../../i18n/message-groups.ts';
import { href } from '../../../../shared/lib/paths.ts';
import { useGameSession } from '../session.ts';
import { RotateForm, SeedValues } from './fairness-panel.tsx';

const GROUPS = [
  MESSAGE_GROUPS.house,
  MESSAGE_GROUPS.rounds,
  MESSAGE_GROUPS.fairness,
  MESSAGE_GROUPS.bets,
];

function Seeds({ game }: { game: MoneyGame }) {
  const { t, locale } = useI18n();
  const session = useGameSession(game);
  return (
    <div className="feel__panel fair-tool" data-testid="fairness-tool">
      <strong>{t('fair.title')}</strong>
      <SeedValues seeds={session.seeds} />
      <RotateForm session={session} />
      <Link to={href('fairness', locale)}>{t('fair.verifierLink')}</Link>
    </div>
  );
}

/** The panel, once its words are loaded. */
export default function FairnessToolPanel({ game }: { game: MoneyGame }) {
  return (
    <WithMessages groups={GROUPS}>
      <Seeds game={game} />
    </WithMessages>
  );
}
