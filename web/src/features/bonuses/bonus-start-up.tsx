// The bonus state across pages (SPEC.md sections 4, 8 and 9), mounted once by
// the app after the first paint:
// - a `promo` in the query goes to the promo cookie, and its bonus is looked up;
//   a failed lookup clears the promo cookie and removes `promo` from the query;
// - the guest bonus countdown resets on logout and when the promo cookie
//   becomes empty;
// - the profile's super_bonus is kept in its cookie for 6 months.
import { COOKIES } from '@casino/sdk';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePlayer } from '../../shared/domain/player.tsx';
import { onSignedOut } from '../../shared/domain/session-events.ts';
import { removeCookie, writeCookie } from '../../shared/lib/cookies.ts';
import { isFailedLookup, usePromoBonus, usePromoCode } from './api.ts';
import { withoutPromo } from './guest-bonus.ts';

const resetCountdown = () => removeCookie(COOKIES.regDepBonusExpireDate);

/** Mounted once by the app. */
export default function BonusStartUp() {
  const location = useLocation();
  const navigate = useNavigate();
  const { superBonus } = usePlayer();
  const promo = usePromoCode();
  const lookup = usePromoBonus();

  // A promo in the query (a new arrival, or a link inside the site) becomes the promo cookie.
  const queryPromo = new URLSearchParams(location.search).get('promo')?.trim();
  useEffect(() => {
    if (queryPromo) writeCookie(COOKIES.promo, queryPromo);
  }, [queryPromo]);

  // A failed lookup drops the promo from the cookie and the address (the
  // address as it is then: an effect event, so a later address change does
  // not run the drop again).
  const dropPromo = useEffectEvent((error: unknown) => {
    console.error('promo lookup failed: promo cleared', error);
    removeCookie(COOKIES.promo);
    const { pathname, search, hash } = location;
    if (new URLSearchParams(search).has('promo')) {
      navigate({ pathname, search: withoutPromo(search), hash }, { replace: true });
    }
  });
  useEffect(() => {
    if (lookup.error && isFailedLookup(lookup.error)) dropPromo(lookup.error);
  }, [lookup.error]);

  // The promo cookie becoming empty resets the bonus state.
  const hadPromo = useRef(Boolean(promo));
  useEffect(() => {
    if (hadPromo.current && !promo) resetCountdown();
    hadPromo.current = Boolean(promo);
  }, [promo]);

  // So does a logout.
  useEffect(() => onSignedOut(resetCountdown), []);

  useEffect(() => {
    if (superBonus) writeCookie(COOKIES.superBonus, superBonus);
  }, [superBonus]);

  return null;
}
