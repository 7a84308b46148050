// /vip-club: the club's perks, how to join, and the join action (a guest
// registers with the VIP request, a player sends it, a VIP sees their status).
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { usePlayer } from '../../shared/domain/player.tsx';
import { useJoinVip } from '../../shared/domain/vip.ts';
import { useModals } from '../../shared/ui/modals.tsx';
import { notifyError, notifySuccess } from '../../shared/ui/notify.tsx';
import { Grid, Section } from '../../shared/ui/page-parts.tsx';
import { PageFrame } from '../../shared/ui/ui.tsx';
import '../../features/bonuses/bonuses.css';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.bonuses, MESSAGE_GROUPS.vip];

const PERKS = ['manager', 'cashback', 'limits', 'gifts'] as const;

/**
 * The join action: a VIP sees their status; a player asks to join
 * (POST /api/v2/vip/join, request_type vip_page); a guest registers with the
 * requestVIP option ticked, which sends the same request after registration.
 */
function JoinAction() {
  const { t } = useI18n();
  const joinVip = useJoinVip();
  const { open } = useModals();
  const { loggedIn, premium } = usePlayer();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  if (premium) {
    return (
      <p className="chip chip--vip" role="status">
        {t('vip.member')}
      </p>
    );
  }
  if (!loggedIn) {
    return (
      <button
        type="button"
        className="button button--primary"
        onClick={() => open('register', { requestVIP: true })}
      >
        {t('vip.join')}
      </button>
    );
  }
  if (state === 'sent') {
    return (
      <p className="chip" role="status">
        {t('vip.requested')}
      </p>
    );
  }
  const request = async () => {
    setState('sending');
    try {
      await joinVip('vip_page');
      setState('sent');
      notifySuccess(t('vip.requested'));
    } catch (error) {
      setState('idle');
      notifyError(error);
    }
  };
  return (
    <button
      type="button"
      className="button button--primary"
      disabled={state === 'sending'}
      onClick={() => void request()}
    >
      {t('vip.request')}
    </button>
  );
}

/** /vip-club. */
export default function Page() {
  const { t } = useI18n();
  return (
    <PageFrame title={t('nav.vipClub')} lead={t('vip.lead')} actions={<JoinAction />}>
      <Grid wide>
        {PERKS.map((perk) => (
          <article key={perk} className="promo-card">
            <h2 className="promo-card__title">{t(`vip.perks.${perk}.title`)}</h2>
            <p>{t(`vip.perks.${perk}.text`)}</p>
          </article>
        ))}
      </Grid>
      <Section title={t('vip.howToJoin')}>
        <ol className="rules">
          <li>{t('vip.step1')}</li>
          <li>{t('vip.step2')}</li>
          <li>{t('vip.step3')}</li>
        </ol>
      </Section>
    </PageFrame>
  );
}
