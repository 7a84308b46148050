// The footer: policy and help links (the FAQ, the fairness verifier), the
// site's Telegram channel when the mirror names one (channel-link.tsx), the
// responsible-gaming note (a link to the responsible-play page), the copyright.
// SPEC.md has the user agreement at two addresses (/policy/en/… and
// /policy/ru/…); the sandbox answers both in the reader's language, so the
// footer links one: the Russian address in Russian, the English one otherwise.

import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { type MessageKey, useI18n } from '../../i18n/i18n.tsx';
import { useFirstPageShown } from '../../shared/lib/first-page.ts';
import { href, type StaticRouteName } from '../../shared/lib/paths.ts';
import { Boundary } from '../error-boundary.tsx';

const LINKS: [StaticRouteName, MessageKey][] = [
  ['policyEnAgreement', 'footer.userAgreement'],
  ['policyKyc', 'footer.kyc'],
  ['policyConfidential', 'footer.confidential'],
  ['faq', 'nav.faq'],
  ['fairness', 'nav.fairness'],
  ['welcomePack', 'nav.welcomePack'],
];

/** The Telegram channel's link: its code (and the crawler check) loads once the first page is shown. */
const ChannelLink = lazy(() => import('./channel-link.tsx'));

/** The site footer with the policy pages. */
export function Footer() {
  const { t, locale } = useI18n();
  const channel = useFirstPageShown();
  return (
    <footer className="footer">
      <nav className="footer__links" aria-label={t('footer.title')}>
        {LINKS.map(([route, key]) => {
          const name =
            route === 'policyEnAgreement' && locale === 'ru' ? 'policyRuAgreement' : route;
          return (
            <Link key={name} to={href(name, locale)}>
              {t(key)}
            </Link>
          );
        })}
        {channel ? (
          // A chunk that fails to load (a dropped connection) leaves the link out, not the page.
          <Boundary fallback={null} what="footer channel link">
            <Suspense fallback={null}>
              <ChannelLink />
            </Suspense>
          </Boundary>
        ) : null}
      </nav>
      <p className="footer__note">
        <span className="badge">18+</span>{' '}
        <Link to={href('responsiblePlay', locale)}>{t('footer.responsible')}</Link>
      </p>
      <p className="footer__copy">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
