// /fairness: how the games are provably fair, in a player's words (the seed
// pair committed by its hash, the HMAC, the number from 0 to 1 and the game's
// rule, the reveal; the live crash's hash chain and the rooms' shared draw),
// and the verifier, where anyone checks a round in the browser without an
// account. Not in SPEC.md (inferred): the public side of the fairness panel
// every in-house game shows. Indexable and prerendered.
import { Verifier } from '../../features/games/fair/components/verifier.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { Section } from '../../shared/ui/page-parts.tsx';
import { PageFrame } from '../../shared/ui/ui.tsx';
import '../../shared/ui/forms.css';
import './fairness-page.css';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.verifier, MESSAGE_GROUPS.bets, MESSAGE_GROUPS.rounds];

const SCHEME = ['commit', 'mix', 'float', 'reveal', 'crash', 'rooms'] as const;

/** /fairness. */
export default function Page() {
  const { t } = useI18n();
  return (
    <PageFrame title={t('nav.fairness')} lead={t('verifier.lead')}>
      <div className="fairness-page">
        <Section title={t('verifier.form.title')}>
          <Verifier />
        </Section>
        <Section title={t('verifier.scheme.title')}>
          {SCHEME.map((part) => (
            <p key={part}>{t(`verifier.scheme.${part}`)}</p>
          ))}
        </Section>
      </div>
    </PageFrame>
  );
}
