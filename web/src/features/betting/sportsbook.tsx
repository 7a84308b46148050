// The sportsbook (/betting's body): the configured sportsbook in a full-width
// frame; without one (the header then leaves Betting out of its sections),
// what the sportsbook is and that it will open here once connected, with an
// illustration drawn here and a way back to the casino games.
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { useConfig } from '../../shared/lib/config-context.ts';
import { href } from '../../shared/lib/paths.ts';
import '../../shared/ui/game-frame.css';
import './betting.css';

/** A ball flying towards a goal, under a scoreboard of odds (decorative). */
function Illustration() {
  return (
    <svg className="betting-soon__art" viewBox="0 0 240 150" aria-hidden="true">
      <defs>
        <linearGradient id="betting-pitch" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1f6f4a" />
          <stop offset="1" stopColor="#12402c" />
        </linearGradient>
      </defs>
      <path d="M20 140 L60 82 H180 L220 140 Z" fill="url(#betting-pitch)" />
      <path d="M40 111 H200 M120 82 V140" stroke="#3ddc97" strokeOpacity=".35" strokeWidth="2" />
      <ellipse
        cx="120"
        cy="111"
        rx="22"
        ry="8"
        fill="none"
        stroke="#3ddc97"
        strokeOpacity=".35"
        strokeWidth="2"
      />
      <path d="M150 82 V62 H200 V82" fill="none" stroke="#eef0ff" strokeWidth="3" />
      <path
        d="M154 66 H196 M154 72 H196 M154 78 H196 M162 62 V82 M175 62 V82 M188 62 V82"
        stroke="#eef0ff"
        strokeOpacity=".3"
      />
      <rect
        x="22"
        y="10"
        width="112"
        height="44"
        rx="8"
        fill="#1d2240"
        stroke="#2a3058"
        strokeWidth="2"
      />
      <g fontFamily="inherit" fontWeight="700" fontSize="11" textAnchor="middle">
        <text x="41" y="28" fill="#a3a9d1">
          1
        </text>
        <text x="78" y="28" fill="#a3a9d1">
          X
        </text>
        <text x="115" y="28" fill="#a3a9d1">
          2
        </text>
        <text x="41" y="45" fill="#ffb72e">
          2.10
        </text>
        <text x="78" y="45" fill="#eef0ff">
          3.40
        </text>
        <text x="115" y="45" fill="#eef0ff">
          3.05
        </text>
      </g>
      <path
        d="M66 116 Q100 60 150 50"
        fill="none"
        stroke="#ffb72e"
        strokeWidth="2"
        strokeDasharray="4 6"
      />
      <circle cx="56" cy="122" r="13" fill="#eef0ff" />
      <path d="M56 115 L62 119 L60 126 H52 L50 119 Z" fill="#0f1222" />
      <path
        d="M56 109 V115 M62 119 L68 117 M60 126 L63 132 M52 126 L49 132 M50 119 L44 117"
        stroke="#0f1222"
        strokeWidth="1.5"
      />
    </svg>
  );
}

/** The sportsbook's frame, or what it is and that it is coming (texts of the betting group). */
export function Sportsbook() {
  const { t, locale } = useI18n();
  const { sportsbookUrl } = useConfig();
  return sportsbookUrl ? (
    <div className="game-frame game-frame--tall">
      <iframe
        src={sportsbookUrl}
        title={t('nav.betting')}
        sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
      />
    </div>
  ) : (
    <section className="betting-soon" aria-labelledby="betting-soon-title">
      <Illustration />
      <div className="betting-soon__text">
        <h2 id="betting-soon-title">{t('betting.soonTitle')}</h2>
        <p>{t('betting.soonWhat')}</p>
        <p>{t('betting.soonWhen')}</p>
        <Link className="button button--primary" to={href('slots', locale)}>
          {t('betting.toSlots')}
        </Link>
      </div>
    </section>
  );
}
