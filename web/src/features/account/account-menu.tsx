// The header's account area: login and sign-up for guests; for a logged-in
// player a Deposit button (a "+" on a small phone, still named Deposit; none
// during a time-out or self-exclusion) and the account menu's button
// (avatar with a VIP badge for premium players, and balance; its shape held
// while the profile and the button's code load, so the header never moves),
// whose list (Profile, History, Bonuses, Settings, Responsible play, Deposit,
// Withdraw, Log out) loads on first use (the header is in the first visit's
// scripts: the button, loaded as a session starts, and the list are not); and a retry
// when the profile of a session could not be loaded (the session stays: see
// session.tsx). The buttons that had the focus go at a sign-in or sign-out,
// so the focus is handed on: after signing in from a dialog (log in, sign up)
// to the menu's button once the dialog closes, after logging out to Log in.
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { useProfile } from '../../shared/domain/profile.ts';
import { useCachedRestriction } from '../../shared/domain/restriction.ts';
import { useHasToken } from '../../shared/lib/api.tsx';
import { href } from '../../shared/lib/paths.ts';
import { AuthButtons } from '../../shared/ui/auth-buttons.tsx';
import { useModals } from '../../shared/ui/modals.tsx';
import { useSession } from './api/session.ts';
import './account-menu.css';

type MenuButtonType = typeof import('./account-menu-button.tsx')['default'];

/** The button's component once its code has loaded (the next account area renders it at once). */
let loadedButton: MenuButtonType | undefined;

/**
 * The player's menu button: its code loads as soon as a session exists,
 * beside the profile (undefined until then: the area keeps the button's
 * shape). A button whose code could not load leaves a link to the profile in
 * its place.
 */
function useMenuButton(hasToken: boolean): MenuButtonType | typeof ProfileLink | undefined {
  const [Button, setButton] = useState(() => loadedButton);
  useEffect(() => {
    if (!hasToken || Button) return;
    let current = true;
    import('./account-menu-button.tsx').then(
      (m) => {
        loadedButton = m.default;
        if (current) setButton(() => m.default);
      },
      () => {
        if (current) setButton(() => ProfileLink);
      },
    );
    return () => {
      current = false;
    };
  }, [hasToken, Button]);
  return Button;
}

function ProfileLink() {
  const { t, locale } = useI18n();
  return (
    <Link className="account-menu__button" to={href('profile', locale)}>
      {t('account.menu')}
    </Link>
  );
}

/** What the account area shows. */
type Shown = 'guest' | 'loading' | 'player' | 'failed';

/**
 * Hands the focus on when the element that had it goes with a sign-in or a
 * sign-out (the page would be left with the focus on <body>): to the menu's
 * button after a sign-in from a dialog, once the dialog has closed (its own
 * focus return finds the Log in link gone); to the area's first link (Log in)
 * after the player logged out here. `loggingOut` is set by the Log out buttons.
 */
function useFocusHandoff(
  shown: Shown,
  area: RefObject<HTMLDivElement | null>,
  button: RefObject<HTMLButtonElement | null>,
  loggingOut: RefObject<boolean>,
  hasButton: boolean,
): void {
  const { current: modal } = useModals();
  const before = useRef(shown);
  const signingIn = useRef(false);
  useEffect(() => {
    const was = before.current;
    before.current = shown;
    // Signed in while a dialog was open: that dialog (log in, sign up) did it.
    if (was === 'guest' && shown !== 'guest' && modal !== null) signingIn.current = true;
    const lost = () => document.activeElement === null || document.activeElement === document.body;
    // Once the button is there (its code may load after the profile).
    if (signingIn.current && shown === 'player' && modal === null && hasButton) {
      signingIn.current = false;
      if (lost()) button.current?.focus();
    }
    if (loggingOut.current && shown === 'guest') {
      loggingOut.current = false;
      if (lost()) area.current?.querySelector<HTMLElement>('a, button')?.focus();
    }
  }, [shown, modal, area, button, loggingOut, hasButton]);
}

/** Login / sign-up buttons, or the player's account menu. */
export function AccountMenu() {
  const { t } = useI18n();
  const { data: profile, error, mutate } = useProfile();
  const hasToken = useHasToken();
  const { signOut: endSession } = useSession();
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const loggingOut = useRef(false);
  const signOut = () => {
    loggingOut.current = true;
    return endSession();
  };
  const shown: Shown = profile
    ? 'player'
    : hasToken && !error
      ? 'loading'
      : hasToken
        ? 'failed'
        : 'guest';
  const MenuButton = useMenuButton(hasToken);
  useFocusHandoff(shown, area, button, loggingOut, Boolean(MenuButton));
  // No deposit prompt during a time-out or self-exclusion.
  const restricted = useCachedRestriction();
  const deposit = restricted ? null : (
    <Link
      className="button button--primary account__deposit"
      to="?deposit"
      aria-label={t('account.deposit')}
    >
      <span className="account__deposit-plus" aria-hidden="true">
        +
      </span>
      <span className="account__deposit-word">{t('account.deposit')}</span>
    </Link>
  );
  if (profile && MenuButton) {
    return (
      <div className="account" ref={area}>
        {deposit}
        <MenuButton profile={profile} restricted={restricted} button={button} signOut={signOut} />
      </div>
    );
  }
  // A session whose profile (or the button's code) is loading: the menu
  // button's shape, so the header does not move when they arrive.
  if (shown === 'loading' || profile) {
    return (
      <div className="account" ref={area} aria-busy="true">
        {deposit}
        <span className="account-menu__button account-menu__button--loading" aria-hidden="true">
          <span className="avatar" />
          <span className="account-menu__balance-shape" />
        </span>
      </div>
    );
  }
  if (shown === 'failed') {
    return (
      <div className="account" ref={area} role="alert">
        <span>{t('account.loadFailed')}</span>
        <button type="button" className="button button--primary" onClick={() => void mutate()}>
          {t('common.retry')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => void signOut()}>
          {t('account.logout')}
        </button>
      </div>
    );
  }
  return (
    <div className="account" ref={area}>
      <AuthButtons />
    </div>
  );
}
