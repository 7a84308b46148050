// The account menu's button for a logged-in player (avatar with a VIP badge,
// the real balance: what can be staked; the bonus account is on
// /profile/bonuses and in the profile) and, once opened, its list. Loaded as a session starts
// (account-menu.tsx), so a guest's first visit carries none of it.
import { lazy, type RefObject, Suspense, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { useMoney } from '../../shared/domain/money.ts';
import type { Profile } from '../../shared/domain/profile.ts';
import { href } from '../../shared/lib/paths.ts';

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
export default function Menu({
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
          {money(profile.balance, profile.currency)}
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
