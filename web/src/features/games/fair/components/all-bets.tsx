// Every in-house round the player played for money, newest first (the
// general service's history), each verifiable: the "My bets" of
// /profile/history.

import type { FairRound } from '@casino/sdk/fair';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { QueryView } from '../../../../shared/ui/page-parts.tsx';
import { useRounds } from '../api.ts';
import { MyBets } from './my-bets.tsx';

/** The player's rounds of every game. */
export function AllBets() {
  const { t } = useI18n();
  const query = useRounds(null, true);
  return (
    <QueryView query={query} empty={t('fair.noBets')} isEmpty={(d) => d.rounds.length === 0}>
      {(data) => <MyBets rounds={data.rounds as FairRound[]} withGame />}
    </QueryView>
  );
}
