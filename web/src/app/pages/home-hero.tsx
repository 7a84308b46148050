// The home page's hero: a carousel of three promotions (the welcome pack, the
// current or next tournament, the VIP club) after the WAI-ARIA APG carousel
// pattern. Headlines come from the API where it has them (the welcome packs and
// tournaments queries the sections below use too, so SWR asks once) and from
// the app's messages otherwise. The frame has a fixed height from the first
// paint; while data loads, skeleton lines hold the headline's place. It turns
// every ~6 s, but not under the pointer, with focus inside, in a hidden tab,
// after the visitor stops it, or for a visitor who asked for less motion.
// During a player's time-out or self-exclusion no slide has a call to
// action (no promotion then).
import type { components } from '@casino/sdk';
import {
  createContext,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Link } from 'react-router';
import { useWelcomePacks } from '../../features/bonuses/api.ts';
import { type TournamentStatus, useTournaments } from '../../features/tournaments/api.ts';
import { TournamentClock } from '../../features/tournaments/components/tournament-list.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { useMoney } from '../../shared/domain/money.ts';
import { usePlayer } from '../../shared/domain/player.tsx';
import { useCachedRestriction } from '../../shared/domain/restriction.ts';
import { href } from '../../shared/lib/paths.ts';
import tournamentArt from './art/hero-tournament.svg?no-inline';
import vipArt from './art/hero-vip.svg?no-inline';
import welcomeArt from './art/hero-welcome.svg?no-inline';
import './home-hero.css';

type Tournament = components['schemas']['Tournament'];

/** How long a slide stays before the next one, in ms. */
export const HERO_INTERVAL_MS = 6_000;
/** How far a finger must travel sideways to turn a slide, in px. */
const SWIPE_PX = 40;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The slides' pictures (a gift with gold coins, a trophy in laurels, a crown
 * with a diamond: our own art, art/): SVG files imported by address
 * (`?no-inline`), so Vite emits each as a file of the build (img-src 'self')
 * that costs the page no JavaScript, is cached by the browser and precached
 * by the service worker. Shown as <img>, a file cannot read the page's CSS
 * variables: its gold is the value of the theme's --accent
 * (styles/tokens.css) written into it, to change along with it.
 */
const ART = { welcome: welcomeArt, tournament: tournamentArt, vip: vipArt } as const;

/** True while the visitor asks for less motion (and on the server or without matchMedia: false). */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia?.(REDUCED_MOTION);
      query?.addEventListener?.('change', changed);
      return () => query?.removeEventListener?.('change', changed);
    },
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/** True while the tab is hidden. */
function usePageHidden(): boolean {
  return useSyncExternalStore(
    (changed) => {
      document.addEventListener('visibilitychange', changed);
      return () => document.removeEventListener('visibilitychange', changed);
    },
    () => document.visibilityState === 'hidden',
    () => false,
  );
}

/** What a slide shows: the message texts, and the data parts (null while loading). */
interface SlideView {
  art: keyof typeof ART;
  kicker: ReactNode;
  /** The headline, or null while the data it comes from loads (skeleton lines then). */
  title: ReactNode | null;
  /** The one line under the headline, or null while loading. */
  text: ReactNode | null;
  cta: { label: string; to: string };
}

/**
 * How a slide shows its picture. 'first': the first slide's, in the page's
 * HTML and asked for at high priority: it is the largest thing in view, the
 * page's Largest Contentful Paint (the prerendering also names it first among
 * the image preloads in the head, ahead of the game covers). 'later': the
 * others', once their slide has been shown: an SVG picture is a document the
 * main thread parses, lays out and paints, which would otherwise land while
 * the page still loads (the service worker has them cached by then; the
 * picture's box keeps its place while it comes). null: no picture yet (no
 * <img>, nothing asked for).
 */
type ArtLoad = 'first' | 'later' | null;
const ArtShown = createContext<ArtLoad>('later');

/** One slide's text, call to action and picture. */
function SlideBody({ view }: { view: SlideView }) {
  const art = useContext(ArtShown);
  const loading = view.title === null;
  // No promotion during a player's time-out or self-exclusion.
  const restricted = useCachedRestriction();
  return (
    <>
      <div className="hero__copy" aria-busy={loading || undefined}>
        <p className="hero__kicker">{view.kicker}</p>
        {view.title === null ? (
          <p className="hero__title hero__title--skeleton">
            <span className="hero__skeleton shimmer" />
            <span className="hero__skeleton hero__skeleton--short shimmer" />
          </p>
        ) : (
          <h2 className="hero__title">
            <span className="hero__title-text">{view.title}</span>
          </h2>
        )}
        {view.text === null ? (
          <div className="hero__text">
            <span className="hero__skeleton hero__skeleton--text shimmer" />
          </div>
        ) : (
          <div className="hero__text">
            {typeof view.text === 'string' ? (
              <span className="hero__line">{view.text}</span>
            ) : (
              view.text
            )}
          </div>
        )}
        {restricted ? null : (
          <Link className="button button--primary hero__cta" to={view.cta.to}>
            {view.cta.label}
          </Link>
        )}
      </div>
      <div className="hero__art">
        {art === null ? null : (
          // Decorative, as the slide's text says what it shows: alt="" and
          // hidden from assistive technology. Its box is the stylesheet's
          // (fixed, so the picture's arrival moves nothing); width and height
          // give its ratio.
          <img
            className="hero-art"
            src={ART[view.art]}
            alt=""
            aria-hidden="true"
            width={480}
            height={340}
            decoding="async"
            fetchPriority={art === 'first' ? 'high' : undefined}
          />
        )}
      </div>
    </>
  );
}

/**
 * The welcome pack: the headline from the messages (the page's largest text,
 * so it is there with the first paint, prerendered), and the pack's public
 * title from the API on the line under it (the message line when it has none).
 */
function WelcomeSlide() {
  const { t, locale } = useI18n();
  const { loggedIn } = usePlayer();
  const query = useWelcomePacks();
  const pack = query.data?.data[0];
  const loading = query.data === undefined && !query.error;
  return (
    <SlideBody
      view={{
        art: 'welcome',
        kicker: t('nav.welcomePack'),
        title: t('home.hero.welcome.title'),
        text: loading ? null : (pack?.publicTitle ?? t('home.hero.welcome.text')),
        cta: loggedIn
          ? { label: t('home.hero.welcome.ctaPlayer'), to: href('bonuses', locale) }
          : { label: t('home.hero.welcome.cta'), to: '?signup' },
      }}
    />
  );
}

/** A tournament's slide, or (tournament undefined) the message one linking to the list. */
function TournamentSlideView({
  tournament,
  loading,
}: {
  tournament: Tournament | undefined;
  loading: boolean;
}) {
  const { t, locale } = useI18n();
  const money = useMoney();
  const kicker = tournament ? (
    <>
      {t('tournaments.title')}
      <span className={`chip chip--${tournament.status}`}>
        {t(`tournaments.state.${tournament.status}`)}
      </span>
    </>
  ) : (
    t('nav.tournaments')
  );
  return (
    <SlideBody
      view={{
        art: 'tournament',
        kicker,
        title: loading ? null : (tournament?.title ?? t('home.hero.tournament.title')),
        text: loading ? null : tournament ? (
          <>
            <span className="hero__prize">
              {t('tournaments.prizePool')}{' '}
              <strong>{money(tournament.prize_pool, tournament.currency)}</strong>
            </span>
            <TournamentClock tournament={tournament} />
          </>
        ) : (
          t('home.hero.tournament.text')
        ),
        cta: tournament
          ? {
              label: t('home.hero.tournament.cta'),
              to: href('tournament', locale, { id: tournament.id }),
            }
          : { label: t('home.hero.tournament.ctaAll'), to: href('tournaments', locale) },
      }}
    />
  );
}

/** The soonest of some tournaments by a date field. */
function soonest(
  list: readonly Tournament[],
  field: 'starts_at' | 'ends_at',
): Tournament | undefined {
  const at = (t: Tournament) => Date.parse(t[field]) || Number.POSITIVE_INFINITY;
  return [...list].sort((a, b) => at(a) - at(b))[0];
}

/** The next tournament, asked for only when none is running. */
function NextTournamentSlide() {
  const query = useTournaments('upcoming' satisfies TournamentStatus);
  return (
    <TournamentSlideView
      tournament={query.data ? soonest(query.data.data, 'starts_at') : undefined}
      loading={query.data === undefined && !query.error}
    />
  );
}

/** The running tournament (the query of the home page's tournament section), else the next one. */
function TournamentSlide() {
  const query = useTournaments('active');
  if (query.data && query.data.data.length === 0) return <NextTournamentSlide />;
  return (
    <TournamentSlideView
      tournament={query.data?.data[0]}
      loading={query.data === undefined && !query.error}
    />
  );
}

/** The VIP club, from the app's messages. */
function VipSlide() {
  const { t, locale } = useI18n();
  return (
    <SlideBody
      view={{
        art: 'vip',
        kicker: t('nav.vipClub'),
        title: t('home.hero.vip.title'),
        text: t('home.hero.vip.text'),
        cta: { label: t('home.hero.vip.cta'), to: href('vipClub', locale) },
      }}
    />
  );
}

const SLIDES = [
  { name: 'welcome', Slide: WelcomeSlide },
  { name: 'tournament', Slide: TournamentSlide },
  { name: 'vip', Slide: VipSlide },
] as const;
const COUNT = SLIDES.length;

/** The hero carousel at the top of the home page. */
export function HomeHero() {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const hidden = usePageHidden();
  const slides = useRef<(HTMLDivElement | null)[]>([]);
  const refocus = useRef(false);
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);
  // The slides shown so far: each keeps its picture once it has one.
  const [shown, setShown] = useState<readonly number[]>([0]);
  useEffect(() => {
    setShown((was) => (was.includes(index) ? was : [...was, index]));
  }, [index]);

  const rotating = !stopped && !reducedMotion;
  const running = rotating && !hovered && !focused && !hidden;

  const go = useCallback((next: number) => {
    // Focus inside the slide that leaves would be lost when it turns inert: move it along.
    const active = document.activeElement;
    refocus.current = Boolean(active && slides.current.some((s) => s?.contains(active)));
    setIndex(((next % COUNT) + COUNT) % COUNT);
  }, []);

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex((index + 1) % COUNT), HERO_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [running, index]);

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    slides.current[index]?.querySelector<HTMLElement>('a, button')?.focus();
  }, [index]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
    go(dx < 0 ? index + 1 : index - 1);
  };

  const names = {
    welcome: t('nav.welcomePack'),
    tournament: t('nav.tournaments'),
    vip: t('nav.vipClub'),
  };

  return (
    <section
      className="hero"
      aria-roledescription={t('home.hero.carousel')}
      aria-label={t('home.hero.label')}
      onKeyDown={onKeyDown}
      // A mouse's hover pauses; a touch (whose tap fires mouseenter and never
      // mouseleave) does not, or the carousel would stop for good on a phone.
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="hero__controls">
        {reducedMotion ? null : (
          <button
            type="button"
            className="hero__button hero__button--rotation"
            aria-label={t(stopped ? 'home.hero.start' : 'home.hero.stop')}
            onClick={() => setStopped((s) => !s)}
          >
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              {stopped ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" />}
            </svg>
          </button>
        )}
        <button
          type="button"
          className="hero__button"
          aria-label={t('home.hero.previous')}
          onClick={() => go(index - 1)}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M10.5 2.5 5 8l5.5 5.5" />
          </svg>
        </button>
        <div className="hero__dots">
          {SLIDES.map(({ name }, i) => (
            <button
              key={name}
              type="button"
              className="hero__dot"
              aria-label={t('home.hero.show', { n: i + 1, name: names[name] })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <button
          type="button"
          className="hero__button"
          aria-label={t('home.hero.next')}
          onClick={() => go(index + 1)}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="m5.5 2.5 5.5 5.5-5.5 5.5" />
          </svg>
        </button>
      </div>
      <div
        className="hero__viewport"
        aria-live={running ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipe.current = null;
        }}
      >
        <div className="hero__track" style={{ transform: `translateX(${-100 * index}%)` }}>
          {SLIDES.map(({ name, Slide }, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group, not a form fieldset.
            <div
              key={name}
              ref={(node) => {
                slides.current[i] = node;
              }}
              className={`hero__slide hero__slide--${name}${i === index ? ' is-active' : ''}`}
              role="group"
              aria-roledescription={t('home.hero.slide')}
              aria-label={t('home.hero.position', { n: i + 1, total: COUNT })}
              aria-hidden={i === index ? undefined : true}
              inert={i !== index}
            >
              <ArtShown.Provider
                value={shown.includes(i) || i === index ? (i === 0 ? 'first' : 'later') : null}
              >
                <Slide />
              </ArtShown.Provider>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
