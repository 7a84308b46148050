// The header's account area: login and sign-up for guests; for a logged-in
// player a Deposit button (wide screens; none during a time-out or
// self-exclusion) and the account menu's button
// (avatar with a VIP badge for premium players, and balance; its shape held
// while the profile and the button's code load, so the header never moves),
// whose list (Profile, History, Bonuses, Settings, Responsible play, Deposit,
// Withdraw, Log out) loads on first use (the header is in the first visit's
// scripts: the button, loaded as a session starts, and the list are not); and a retry
// when the profile of a session could not be loaded (the session stays: see
// session.tsx). The buttons that had the focus go at a sign-in or sign-out,
// so the focus is handed on: after signing in from a dialog (log in, sign up)
// to the menu's button once the dialog closes, after logging out to Log in.
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { useHasToken } from '../../shared/api.tsx';
import { AuthButtons } from '../../shared/auth-buttons.tsx';
import { useModals } from '../../shared/modals.tsx';
import { href } from '../../shared/paths.ts';
import { useProfile } from '../../shared/profile.ts';
import { useCachedRestriction } from '../../shared/restriction.ts';
import { Link } from '../../shared/router.tsx';
import { useSession } from './api/session.ts';
import './account-menu.css';

// The player's menu button: its code loads as soon as a session exists, beside
// the profile, and renders at once when it is there by the time the profile is
// (a lazy component would show its fallback for a moment even then, and the
// focus handed over at a sign-in could find no button).
type MenuButtonType = typeof import('./account-menu-button.tsx')['default'];
let loadedButton: MenuButtonType | undefined;
const loadButton = () =>
  import('./account-menu-button.tsx').then((m) => {
    loadedButton = m.default;
    return m;
  });
// A button whose code could not load leaves a link to the profile in its place.
const LazyMenuButton = lazy(() => loadButton().catch(() => ({ default: ProfileLink })));

function ProfileLink() {
  const { t, locale } = useI18n();
  return (
    <Link className="account-menu__button" to={href('profile', locale)}>
      {t('account.menu')}
    </Link>
  );
}

/** The menu button's shape while the profile or the button's code loads (the header never moves). */
const BUTTON_SHAPE = (
  <span className="account-menu__button account-menu__button--loading" aria-hidden="true">
    <span className="avatar" />
    <span className="account-menu__balance-shape" />
  </span>
);

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
  _buttonShown: boolean,
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
    // Once the button is there (its code may still be loading).
    if (signingIn.current && shown === 'player' && modal === null && button.current) {
      signingIn.current = false;
      if (lost()) button.current.focus();
    }
    if (loggingOut.current && shown === 'guest') {
      loggingOut.current = false;
      if (lost()) area.current?.querySelector<HTMLElement>('a, button')?.focus();
    }
  }, [shown, modal, area, button, loggingOut]);
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
  const [buttonShown, setButtonShown] = useState(false);
  const menuButton = useRef<MenuButtonType | typeof LazyMenuButton>(undefined);
  useFocusHandoff(shown, area, button, loggingOut, buttonShown);
  useEffect(() => {
    if (hasToken) void loadButton().catch(() => undefined);
  }, [hasToken]);
  // No deposit prompt during a time-out or self-exclusion (issue 23).
  const restricted = useCachedRestriction();
  const deposit = restricted ? null : (
    <Link className="button button--primary account__deposit" to="?deposit">
      {t('account.deposit')}
    </Link>
  );
  // Chosen once (a component that changed type would lose the button and its focus).
  if (profile) menuButton.current ??= loadedButton ?? LazyMenuButton;
  const MenuButton = menuButton.current;
  if (profile && MenuButton) {
    return (
      <div className="account" ref={area}>
        {deposit}
        <Suspense fallback={BUTTON_SHAPE}>
          <MenuButton
            profile={profile}
            restricted={restricted}
            button={button}
            signOut={signOut}
            onShown={() => setButtonShown(true)}
          />
        </Suspense>
      </div>
    );
  }
  // A session whose profile is loading: the menu button's shape, so the
  // header does not move when the profile arrives.
  if (shown === 'loading') {
    return (
      <div className="account" ref={area} aria-busy="true">
        {deposit}
        {BUTTON_SHAPE}
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
