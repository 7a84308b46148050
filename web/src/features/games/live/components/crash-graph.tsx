// The crash table's stage: the multiplier (or the betting countdown, or the
// crash point) over a graph of the round: the curve e^(rate × ms) with the
// area under it, the multiplier's scale, a rocket riding the curve's tip (a
// burst where it crashed), and every player's cash-out marked on the curve
// where it happened, with the player and the multiplier (a label that would
// cover another, the big value or the rocket goes below its mark, or leaves
// the mark alone: placeLabels). Drawn by the
// server's clock at the display's frame rate, outside React (the text, the
// paths, the positions), so a frame costs no render; never stalled by a
// hidden tab, since every frame is computed from the clock, not counted.
// Under reduced motion the value is written four times a second and the
// graph is not shown (live.css).
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useNumber } from '../../../../shared/domain/money.ts';
import type { ServerClock } from '../../../../shared/lib/live-stream.ts';
import type { CrashLiveRound, CrashPublicBet } from '../crash-view.ts';
import { multiplierOf } from '../use-crash.ts';

/** Runs `draw` every frame while `active` (four times a second under reduced motion). */
export function useFrame(draw: () => void, active: boolean) {
  useEffect(() => {
    if (!active) return;
    draw();
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      const timer = setInterval(draw, 250);
      return () => clearInterval(timer);
    }
    let id = requestAnimationFrame(function loop() {
      draw();
      id = requestAnimationFrame(loop);
    });
    return () => cancelAnimationFrame(id);
  }, [draw, active]);
}

/** The graph's scale at `elapsed` ms of a round: the time across (at least 8 s) and the multiplier at the top (at least ×2). */
export function graphScale(round: Pick<CrashLiveRound, 'rate'>, elapsed: number) {
  const span = Math.max(elapsed, 8000);
  const top = Math.max(Math.exp(round.rate * elapsed), 2);
  return {
    /** Where multiplier `m`, reached after `t` ms, is: percent from the left and from the top. */
    at: (t: number, m: number) => ({ x: (t / span) * 100, y: 100 - ((m - 1) / (top - 1)) * 96 }),
    top,
  };
}

/** The curve of a round up to `elapsed` ms, in the graph's 100 × 100 box, and the area under it. */
export function curvePaths(round: Pick<CrashLiveRound, 'rate'>, elapsed: number) {
  const { at } = graphScale(round, elapsed);
  const points: string[] = [];
  let last = at(0, 1);
  for (let i = 0; i <= 48; i++) {
    const t = (elapsed * i) / 48;
    last = at(t, Math.exp(round.rate * t));
    points.push(`${last.x.toFixed(2)},${last.y.toFixed(2)}`);
  }
  const line = `M${points.join(' L')}`;
  return { line, area: `${line} L${last.x.toFixed(2)},100 L0,100 Z` };
}

/** A box in the graph's pixels. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Where a cash-out's label goes: above its mark, below it, or nowhere (the mark alone). */
export type LabelPlace = 'above' | 'below' | 'none';

/**
 * Places the cash-outs' labels so that none covers another, the round's big
 * value or the rocket (`obstacles`): each label, in the order given, above
 * its mark if that is free, else below, else not at all (its dot stays; the
 * bets list names the player). `marks` are the marks' centres and their
 * labels' sizes, in pixels; a mark's dot is 8 px, its label 8 px off it.
 */
export function placeLabels(
  marks: readonly { x: number; y: number; width: number; height: number }[],
  obstacles: readonly Box[],
): LabelPlace[] {
  const taken = [...obstacles];
  return marks.map(({ x, y, width, height }) => {
    for (const [place, top] of [
      ['above', y - 4 - height],
      ['below', y + 4],
    ] as const) {
      const box = { left: x - width / 2, right: x + width / 2, top, bottom: top + height };
      if (!taken.some((other) => overlaps(box, other))) {
        taken.push(box);
        return place;
      }
    }
    return 'none';
  });
}

/** What `element`'s contents cover, in the pixels of `frame`; null when nothing shows. */
function boxIn(frame: DOMRect, element: Element | null): Box | null {
  if (!element) return null;
  const range = document.createRange();
  range.selectNodeContents(element);
  const { left, right, top, bottom, width } = range.getBoundingClientRect();
  return width
    ? {
        left: left - frame.left,
        right: right - frame.left,
        top: top - frame.top,
        bottom: bottom - frame.top,
      }
    : null;
}

/** A rocket, drawn here, pointing right; its flame behind. */
function Rocket() {
  return (
    <svg className="crash-rocket__craft" viewBox="0 0 48 32" aria-hidden="true">
      <path className="crash-rocket__flame" d="M10 11c-5 1-9 3-10 5 1 2 5 4 10 5z" />
      <path d="M12 8h18c8 0 14 4 17 8-3 4-9 8-17 8H12z" fill="#f4f6ff" />
      <path d="M12 8l-4-6h8l6 6zM12 24l-4 6h8l6-6z" fill="#ff6b3d" />
      <circle cx="32" cy="16" r="4" fill="#2b7cff" stroke="#0f1222" strokeWidth="1.5" />
    </svg>
  );
}

/** A crash's burst, drawn here. */
function Burst() {
  return (
    <svg className="crash-rocket__burst" viewBox="0 0 40 40" aria-hidden="true">
      <path
        d="M20 2l4 11 11-6-6 11 11 4-11 4 6 11-11-6-4 11-4-11-11 6 6-11-11-4 11-4-6-11 11 6z"
        fill="#ff5a5f"
      />
      <circle cx="20" cy="20" r="6" fill="#ffd166" />
    </svg>
  );
}

/** The big multiplier, the countdown or the crash point, over the round's graph. */
export function CrashDisplay({
  round,
  bets,
  clock,
}: {
  round: CrashLiveRound | null;
  bets: readonly CrashPublicBet[];
  clock: ServerClock;
}) {
  const { t } = useI18n();
  const number = useNumber();
  // Written every frame outside React: the live value, the paths, the rocket, the marks, the scale.
  const value = useRef<HTMLSpanElement>(null);
  const graph = useRef<HTMLDivElement>(null);
  const phase = round?.phase ?? null;
  const cashedOut = useMemo(() => bets.filter((b) => b.cashedOutAt !== null), [bets]);
  const draw = useCallback(() => {
    const box = graph.current;
    if (!round || !box) return;
    // Everything read of the layout is read first, before this frame writes:
    // what the last frame laid out (a frame's difference does not matter).
    const frame = box.getBoundingClientRect();
    const valueBox = boxIn(
      frame,
      box.parentElement?.querySelector('.crash-display__value') ?? null,
    );
    const rocketBox = boxIn(frame, box.querySelector('.crash-rocket'));
    const marks = [...box.querySelectorAll<HTMLElement>('.crash-mark')];
    const sizes = marks.map((mark) => {
      const label = mark.firstElementChild as HTMLElement;
      return { width: label.offsetWidth, height: label.offsetHeight };
    });
    const now = clock.now();
    const started = round.startedAt ?? now;
    const elapsed = round.phase === 'betting' ? 0 : Math.max(0, (round.endedAt ?? now) - started);
    if (round.phase === 'betting') {
      const seconds = Math.max(0, Math.ceil((round.bettingEndsAt - now) / 1000));
      if (value.current) value.current.textContent = t('live.crash.betting', { seconds });
    } else if (round.phase === 'running' && value.current) {
      value.current.textContent = `×${number(multiplierOf(round, now), 2)}`;
    }
    const { line, area } = curvePaths(round, elapsed);
    box.querySelector('.crash-graph__line')?.setAttribute('d', elapsed > 0 ? line : '');
    box.querySelector('.crash-graph__area')?.setAttribute('d', elapsed > 0 ? area : '');
    const { at, top } = graphScale(round, elapsed);
    const place = (element: HTMLElement, point: { x: number; y: number }) => {
      element.style.left = `${point.x}%`;
      element.style.top = `${point.y}%`;
    };
    // The rocket at the tip, turned along the curve (its slope in pixels).
    const rocket = box.querySelector<HTMLElement>('.crash-rocket');
    if (rocket) {
      const tip = at(elapsed, Math.exp(round.rate * elapsed));
      const before = at(
        Math.max(0, elapsed - 400),
        Math.exp(round.rate * Math.max(0, elapsed - 400)),
      );
      const dx = ((tip.x - before.x) / 100) * box.clientWidth;
      const dy = ((tip.y - before.y) / 100) * box.clientHeight;
      const angle = elapsed > 0 ? Math.atan2(dy, Math.max(dx, 0.01)) : -Math.PI / 8;
      place(rocket, tip);
      rocket.style.setProperty('--angle', `${angle.toFixed(3)}rad`);
    }
    // The marks where each cash-out happened; their labels where they cover nothing.
    const points = cashedOut.map((bet) => {
      const m = bet.cashedOutAt ?? 1;
      return at(Math.log(m) / round.rate, m);
    });
    const places = placeLabels(
      points.map((point, i) => ({
        x: (point.x / 100) * frame.width,
        y: (point.y / 100) * frame.height,
        ...(sizes[i] as { width: number; height: number }),
      })),
      [valueBox, rocketBox].filter((b): b is Box => b !== null),
    );
    for (const [i, mark] of marks.entries()) {
      const point = points[i];
      if (!point) continue;
      place(mark, point);
      mark.dataset.label = places[i] ?? 'none';
    }
    // The scale: the top, and halfway.
    const labels = box.querySelectorAll<HTMLElement>('.crash-graph__scale span');
    for (const [i, label] of labels.entries()) {
      const m = i === 0 ? top : 1 + (top - 1) / 2;
      label.textContent = `×${number(m, m < 10 ? 1 : 0)}`;
      label.style.top = `${at(0, m).y}%`;
    }
  }, [round, cashedOut, clock, t, number]);
  useFrame(draw, phase === 'betting' || phase === 'running');
  // An ended round is drawn once; a new cash-out is placed at once.
  useEffect(() => draw(), [draw]);
  const crashed =
    phase === 'ended' && round?.crashPoint
      ? t('live.crash.crashed', { point: number(round.crashPoint, 2) })
      : '';
  return (
    <div className={`crash-display crash-display--${phase ?? 'idle'}`}>
      <div className="crash-graph" ref={graph} aria-hidden="true">
        <div className="crash-graph__scale">
          <span />
          <span />
        </div>
        <svg
          className="crash-graph__curve"
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <path className="crash-graph__area" />
          <path className="crash-graph__line" />
        </svg>
        {cashedOut.map((bet) => (
          <span key={bet.id} className="crash-mark">
            <span className="crash-mark__label">
              {bet.player} ×{number(bet.cashedOutAt ?? 1, 2)}
            </span>
          </span>
        ))}
        {phase === null ? null : (
          <span className="crash-rocket">{phase === 'ended' ? <Burst /> : <Rocket />}</span>
        )}
      </div>
      {/* Not an <output> (a live region): its text changes every frame. Screen
          readers hear each round's result from RoundResult instead. */}
      <p className="crash-display__value" data-testid="crash-multiplier" key={phase}>
        {phase === 'ended' ? crashed : phase === null ? '—' : <span ref={value} />}
      </p>
    </div>
  );
}
