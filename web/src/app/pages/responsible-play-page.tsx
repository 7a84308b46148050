// /responsible-play: the public page on responsible play. What the profile's
// tools do (limits and the 24-hour rule for raises, the reality check,
// time-out, self-exclusion), the minimum age in each region (the player's
// marked), the warning signs and a short self-check, where to get help
// (well-known organisations, no phone numbers), and the way to the profile
// section (a guest is asked to log in first). Indexable and prerendered.
import { REGIONS, responsiblePolicy } from '@casino/sdk';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { usePlayer } from '../../shared/domain/player.tsx';
import { useProfile } from '../../shared/domain/profile.ts';
import { href } from '../../shared/lib/paths.ts';
import { Section } from '../../shared/ui/page-parts.tsx';
import { PageFrame } from '../../shared/ui/ui.tsx';
import '../../features/responsible/responsible.css';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.responsible];

const TOOLS = ['limits', 'rule', 'reality', 'timeout', 'selfExclusion'] as const;
const SIGNS = ['more', 'chase', 'borrow', 'hide', 'mood', 'neglect'] as const;
const CHECK = ['q1', 'q2', 'q3', 'q4'] as const;

/** Help anyone can reach: people, doctors, and two organisations known worldwide. */
const HELP = [
  ['people', null],
  ['doctor', null],
  ['ga', 'https://www.gamblersanonymous.org/'],
  ['online', 'https://www.gamblingtherapy.org/'],
] as const;

/** /responsible-play. */
export default function Page() {
  const { t, locale } = useI18n();
  const { loggedIn } = usePlayer();
  const region = useProfile().data?.region;
  return (
    <PageFrame title={t('responsible.title')} lead={t('responsible.play.lead')}>
      <div className="responsible-page">
        <Section title={t('responsible.play.toolsTitle')}>
          <ul>
            {TOOLS.map((tool) => (
              <li key={tool}>{t(`responsible.play.tools.${tool}`)}</li>
            ))}
          </ul>
          <p>
            {loggedIn ? (
              <Link className="button button--primary" to={href('profileResponsible', locale)}>
                {t('responsible.play.toProfile')}
              </Link>
            ) : (
              <Link className="button button--primary" to="?login">
                {t('responsible.play.loginFirst')}
              </Link>
            )}
          </p>
        </Section>
        <Section title={t('responsible.play.ageTitle')}>
          <p>{t('responsible.play.ageLead')}</p>
          <ul className="responsible-page__ages">
            {REGIONS.map((code) => (
              <li key={code}>
                {t(`responsible.play.regions.${code}`)}:{' '}
                <strong>
                  {t('responsible.play.age', { age: responsiblePolicy(code).minimumAge.value })}
                </strong>
                {code === region ? ` (${t('responsible.play.yourRegion')})` : null}
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t('responsible.play.signsTitle')}>
          <ul>
            {SIGNS.map((sign) => (
              <li key={sign}>{t(`responsible.play.signs.${sign}`)}</li>
            ))}
          </ul>
        </Section>
        <Section title={t('responsible.play.checkTitle')}>
          <p>{t('responsible.play.checkLead')}</p>
          <ol>
            {CHECK.map((question) => (
              <li key={question}>{t(`responsible.play.check.${question}`)}</li>
            ))}
          </ol>
          <p>{t('responsible.play.checkAdvice')}</p>
        </Section>
        <Section title={t('responsible.play.helpTitle')}>
          <ul>
            {HELP.map(([key, site]) => (
              <li key={key}>
                {t(`responsible.play.help.${key}`)}
                {site ? (
                  <>
                    {' '}
                    <a href={site} target="_blank" rel="noopener noreferrer">
                      {new URL(site).hostname.replace(/^www\./, '')}
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </PageFrame>
  );
}
