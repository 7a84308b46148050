// /games/cases/{slug}: one case under its name (an unknown slug is shown as
// written, never as a message key), its rules and the fairness panel.

import { HOUSE_CASES } from '@casino/sdk/fair';
import { useParams } from 'react-router';
import { GameFrame } from '../../features/games/components/in-house-game.tsx';
import { CasePageBoard } from '../../features/games/fair/components/cases.tsx';
import { FairnessLater } from '../../features/games/fair/components/fairness-later.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [
  MESSAGE_GROUPS.house,
  MESSAGE_GROUPS.rounds,
  MESSAGE_GROUPS.bets,
  MESSAGE_GROUPS.cases,
];

/** /games/cases/{slug}: one case, opened for money or in demo play. */
export default function Page() {
  const { t } = useI18n();
  const { slug = '' } = useParams();
  const known = HOUSE_CASES.find((c) => c.slug === slug);
  const name = known ? t(`fair.cases.${known.slug}`) : decodeURIComponent(slug).replace(/-/g, ' ');
  return (
    <GameFrame
      game="cases"
      title={t('games.cases.caseTitle', { name })}
      lead={t('games.cases.lead')}
      board={<CasePageBoard slug={slug} />}
      after={<FairnessLater game="cases" />}
    />
  );
}
