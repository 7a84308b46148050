// The header's account area: login and sign-up for guests; for a logged-in
// player a Deposit button (wide screens; none during a time-out or
// self-exclusion) and the account menu's button
// (avatar with a VIP badge for premium players, and balance; its shape held
// while the profile loads, so the header never moves), whose list (Profile, History, Bonuses,
// Settings, Responsible play, Deposit, Withdraw, Log out) loads on first use (the header is in
// the first visit's scripts: the list and its messages are not); and a retry
// when the profile of a session could not be loaded (the session stays: see
// session.tsx). The buttons that had the focus go at a sign-in or sign-out,
// so the focus is handed on: after signing in from a dialog (log in, sign up)
// to the menu's button once the dialog closes, after logging out to Log in.
import { lazy, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { useHasToken } from '../../shared/api.tsx';
import { AuthButtons } from '../../shared/auth-buttons.tsx';
import { useModals } from '../../shared/modals.tsx';
import { useMoney } from '../../shared/money.ts';
import { href } from '../../shared/paths.ts';
import { type Profile, useProfile } from '../../shared/profile.ts';
import { useCachedRestriction } from '../../shared/restriction.ts';
import { Link } from '../../shared/router.tsx';
import { useSession } from './api/session.ts';
import './account-menu.css';

const loadList = () => import('./account-menu-list.tsx');
const AccountMenuList = lazy(loadList);
/** The profile pages of the menu, in its order (account-menu-list.tsx labels them). */
const PAGES = [
  'profile',
  'profileHistory',
  'profileBonuses',
  'profileSetting',
  'profileResponsible',
] as const;

/** The player's picture, else the first letter of the name or e-mail on a circle coloured by the id. */
function Avatar({ profile }: { profile: Profile }) {
  const [broken, setBroken] = useState(false);
  const image = profile.image.small;
  const initial = [...(profile.name ?? profile.email ?? '').trim()][0]?.toUpperCase();
  return (
    <span
      className="avatar"
      aria-hidden="true"
      style={{ background: `hsl(${(profile.id * 47) % 360} 55% 42%)` }}
    >
      {image && !broken ? (
        <img src={image} alt="" width="28" height="28" onError={() => setBroken(true)} />
      ) : (
        (initial ?? '•')
      )}
    </span>
  );
}

/** The account menu's button (`button`) and, once opened, its list. */
function Menu({
  profile,
  restricted,
  button,
  signOut,
}: {
  profile: Profile;
  restricted: boolean;
  button: RefObject<HTMLButtonElement | null>;
  signOut: () => unknown;
}) {
  const { t, locale } = useI18n();
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const [initialFocus, setInitialFocus] = useState<'first' | 'last' | undefined>();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  // Hovering or focusing the button starts loading the list, so a click rarely waits.
  const prefetch = () => void loadList().catch(() => undefined);
  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setInitialFocus(undefined);
          setOpen(!open);
        }}
        onKeyDown={(event) => {
          // Down or Up opens the list on its first or last item (the menu button pattern).
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setInitialFocus(event.key === 'ArrowDown' ? 'first' : 'last');
          setOpen(true);
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <Avatar profile={profile} />
        {profile.premium.status ? (
          <span className="account-menu__vip" title={t('account.vip')}>
            {t('account.vip')}
          </span>
        ) : null}
        <span className="visually-hidden">{t('account.menu')}</span>
        <span className="account__balance" title={t('account.balance')}>
          {money(profile.total_balance, profile.currency)}
        </span>
      </button>
      {open ? (
        <Suspense fallback={<ul id={id} className="account-menu__list" aria-busy="true" />}>
          <AccountMenuList
            initialFocus={initialFocus}
            id={id}
            pages={PAGES.map((name) => href(name, locale))}
            restricted={restricted}
            signOut={signOut}
            root={root}
            button={button}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
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
    if (signingIn.current && shown === 'player' && modal === null) {
      signingIn.current = false;
      if (lost()) button.current?.focus();
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
  useFocusHandoff(shown, area, button, loggingOut);
  // No deposit prompt during a time-out or self-exclusion (issue 23).
  const restricted = useCachedRestriction();
  const deposit = restricted ? null : (
    <Link className="button button--primary account__deposit" to="?deposit">
      {t('account.deposit')}
    </Link>
  );
  if (profile) {
    return (
      <div className="account" ref={area}>
        {deposit}
        <Menu profile={profile} restricted={restricted} button={button} signOut={signOut} />
      </div>
    );
  }
  // A session whose profile is loading: the menu button's shape, so the
  // header does not move when the profile arrives.
  if (shown === 'loading') {
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
