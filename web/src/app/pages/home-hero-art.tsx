// The home hero's illustrations, drawn here as inline SVG (no third-party art):
// a gift with gold coins for the welcome pack, a trophy in laurels for the
// tournament, a jewelled crown with a diamond for the VIP club. Gold and orange
// come from the theme's --accent and --accent-2; each picture's gradient ids
// are prefixed with a React id, so several pictures never share a definition.
import { memo, type ReactNode, useId } from 'react';

/** The pictures, by slide. */
export type HeroArtName = 'welcome' | 'tournament' | 'vip';

/** A prefix for this picture's gradient ids: React's id without the characters url() dislikes. */
function usePrefix(name: string): (id: string) => string {
  const base = `${name}${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (id) => `${base}-${id}`;
}

/** Light rays fanning out of (cx, cy): thin wedges faded by a radial gradient. */
function Rays({
  cx,
  cy,
  r,
  fill,
  count = 18,
}: {
  cx: number;
  cy: number;
  r: number;
  fill: string;
  count?: number;
}) {
  const wedges: string[] = [];
  const half = (Math.PI / count) * 0.42;
  for (let i = 0; i < count; i += 1) {
    const angle = (i / count) * Math.PI * 2;
    const a = [cx + r * Math.cos(angle - half), cy + r * Math.sin(angle - half)];
    const b = [cx + r * Math.cos(angle + half), cy + r * Math.sin(angle + half)];
    wedges.push(
      `M${cx} ${cy}L${a[0]?.toFixed(1)} ${a[1]?.toFixed(1)}L${b[0]?.toFixed(1)} ${b[1]?.toFixed(1)}Z`,
    );
  }
  return (
    <g>
      <path d={wedges.join('')} fill={fill} />
    </g>
  );
}

/** A four-pointed twinkle. */
function Sparkle({ x, y, size }: { x: number; y: number; size: number }) {
  const s = size;
  const k = size * 0.16;
  return (
    <path
      d={`M${x} ${y - s}C${x + k} ${y - k} ${x + k} ${y - k} ${x + s} ${y}C${x + k} ${y + k} ${x + k} ${y + k} ${x} ${y + s}C${x - k} ${y + k} ${x - k} ${y + k} ${x - s} ${y}C${x - k} ${y - k} ${x - k} ${y - k} ${x} ${y - s}Z`}
      fill="#fffbe8"
    />
  );
}

/** A five-pointed star path centred on (x, y). */
function starPath(x: number, y: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(x + r * Math.cos(angle)).toFixed(1)} ${(y + r * Math.sin(angle)).toFixed(1)}`);
  }
  return `M${points.join('L')}Z`;
}

/** A gold coin seen a little from above, with its edge, rim and star. */
function Coin({
  x,
  y,
  r,
  tilt = 0,
  squash = 0.92,
  id,
}: {
  x: number;
  y: number;
  r: number;
  tilt?: number;
  squash?: number;
  id: (name: string) => string;
}) {
  const ry = r * squash;
  return (
    <g>
      <g transform={`translate(${x} ${y}) rotate(${tilt})`}>
        <ellipse cx="0" cy={r * 0.16} rx={r} ry={ry} fill="#9a5a0c" />
        <ellipse cx="0" cy={r * 0.08} rx={r} ry={ry} fill="#c98210" />
        <ellipse cx="0" cy="0" rx={r} ry={ry} fill={`url(#${id('coin')})`} />
        <ellipse
          cx="0"
          cy="0"
          rx={r * 0.78}
          ry={ry * 0.78}
          fill="none"
          stroke="#b86f0c"
          strokeWidth={r * 0.07}
        />
        <ellipse cx="0" cy="0" rx={r * 0.72} ry={ry * 0.72} fill={`url(#${id('coinFace')})`} />
        <path
          d={starPath(0, 0, r * 0.42, r * 0.18)}
          fill="#fff1b8"
          stroke="#c67d0e"
          strokeWidth={r * 0.04}
          transform={`scale(1 ${squash})`}
        />
        <ellipse
          cx={-r * 0.38}
          cy={-ry * 0.45}
          rx={r * 0.22}
          ry={ry * 0.1}
          fill="#fffbe8"
          opacity="0.7"
          transform={`rotate(-30 ${-r * 0.38} ${-ry * 0.45})`}
        />
      </g>
    </g>
  );
}

/** The gold gradients every picture shares (coin, coin face, metal). */
function GoldDefs({ id }: { id: (name: string) => string }) {
  return (
    <>
      <linearGradient id={id('coin')} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#fff4c2" />
        <stop offset="0.35" style={{ stopColor: 'var(--accent)' }} />
        <stop offset="1" stopColor="#b86a08" />
      </linearGradient>
      <radialGradient id={id('coinFace')} cx="0.35" cy="0.3" r="0.9">
        <stop offset="0" stopColor="#ffe98a" />
        <stop offset="0.6" style={{ stopColor: 'var(--accent)' }} />
        <stop offset="1" stopColor="#d48a12" />
      </radialGradient>
      <linearGradient id={id('gold')} x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stopColor="#b8700a" />
        <stop offset="0.22" stopColor="#ffe27a" />
        <stop offset="0.45" style={{ stopColor: 'var(--accent)' }} />
        <stop offset="0.7" stopColor="#fff0b0" />
        <stop offset="1" stopColor="#a55f06" />
      </linearGradient>
      <linearGradient id={id('goldV')} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#fff3c4" />
        <stop offset="0.5" style={{ stopColor: 'var(--accent)' }} />
        <stop offset="1" stopColor="#a8600a" />
      </linearGradient>
    </>
  );
}

/** The glow and rays behind a picture's subject. */
function Backdrop({
  id,
  cx,
  cy,
  color,
}: {
  id: (name: string) => string;
  cx: number;
  cy: number;
  color: string;
}) {
  return (
    <>
      <defs>
        <radialGradient id={id('glow')} cx={cx} cy={cy} r="190" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor={color} stopOpacity="0.75" />
          <stop offset="0.45" stopColor={color} stopOpacity="0.22" />
          <stop offset="1" stopColor={color} stopOpacity="0" />
        </radialGradient>
        <radialGradient id={id('ray')} cx={cx} cy={cy} r="240" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#fff6d6" stopOpacity="0.5" />
          <stop offset="0.4" stopColor="#fff6d6" stopOpacity="0.16" />
          <stop offset="0.75" stopColor="#fff6d6" stopOpacity="0" />
        </radialGradient>
      </defs>
      <Rays cx={cx} cy={cy} r={240} fill={`url(#${id('ray')})`} />
      <circle cx={cx} cy={cy} r="190" fill={`url(#${id('glow')})`} />
    </>
  );
}

/** The welcome pack: an open-ribboned gift, a stack of coins, coins in the air. */
function WelcomeArt() {
  const id = usePrefix('welcome');
  return (
    <>
      <defs>
        <GoldDefs id={id} />
        <linearGradient id={id('boxFront')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff5f8f" />
          <stop offset="1" stopColor="#b3174f" />
        </linearGradient>
        <linearGradient id={id('boxSide')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a0124a" />
          <stop offset="1" stopColor="#5e0a33" />
        </linearGradient>
        <linearGradient id={id('lid')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff86ab" />
          <stop offset="1" stopColor="#e03a72" />
        </linearGradient>
      </defs>
      <Backdrop id={id} cx={262} cy={170} color="#ff6b3d" />
      {/* The gift: front, side, lid, ribbons and bow. */}
      <g>
        <ellipse cx="262" cy="318" rx="130" ry="16" fill="#000" opacity="0.35" />
        <path d="M190 196h130v116H190z" fill={`url(#${id('boxFront')})`} />
        <path d="M320 196l42-20v112l-42 24z" fill={`url(#${id('boxSide')})`} />
        <path d="M243 196h26v116h-26z" fill={`url(#${id('gold')})`} />
        <path d="M320 236l42-21v22l-42 21z" fill="#c98210" />
        <path d="M178 164h154v36H178z" fill={`url(#${id('lid')})`} />
        <path d="M332 164l42-20v36l-42 20z" fill="#b01e55" />
        <path d="M178 164l42-20h154l-42 20z" fill="#ff9dbc" />
        <path d="M240 164h30v36h-30z" fill={`url(#${id('gold')})`} />
        <path d="M332 177l42-20v11l-42 20z" fill="#e3a21c" />
        <path d="M240 164l42-20h28l-42 20z" fill="#ffe08a" />
        <path d="M197 156l42-20h22l-42 20z" fill="#ffd15c" opacity="0.9" />
        {/* Bow */}
        <path
          d="M276 148c-28-34-74-40-74-16 0 20 40 22 74 16zM276 148c20-40 70-52 76-26 5 22-38 28-76 26z"
          fill={`url(#${id('goldV')})`}
          stroke="#b06a0a"
          strokeWidth="2"
        />
        <path
          d="M276 148c-10 18-24 36-40 44M276 148c14 16 24 34 30 50"
          stroke="#e39a1a"
          strokeWidth="8"
          strokeLinecap="round"
          fill="none"
        />
        <ellipse
          cx="276"
          cy="147"
          rx="13"
          ry="10"
          fill="#ffd45e"
          stroke="#b06a0a"
          strokeWidth="2"
        />
        <path d="M196 206h40v96h-40z" fill="#fff" opacity="0.08" />
      </g>
      {/* A stack of coins in front, left. */}
      <Coin id={id} x={132} y={300} r={34} squash={0.42} />
      <Coin id={id} x={132} y={286} r={34} squash={0.42} />
      <Coin id={id} x={134} y={272} r={34} squash={0.42} />
      <Coin id={id} x={131} y={258} r={34} squash={0.42} />
      <Coin id={id} x={380} y={302} r={26} squash={0.45} />
      <Coin id={id} x={380} y={291} r={26} squash={0.45} />
      {/* Coins in the air. */}
      <Coin id={id} x={122} y={150} r={26} tilt={-24} squash={0.8} />
      <Coin id={id} x={392} y={96} r={22} tilt={28} squash={0.7} />
      <Coin id={id} x={190} y={70} r={16} tilt={12} squash={0.86} />
      <Coin id={id} x={420} y={210} r={18} tilt={-16} squash={0.6} />
      <Sparkle x={330} y={120} size={16} />
      <Sparkle x={160} y={230} size={10} />
      <Sparkle x={224} y={118} size={12} />
      <Sparkle x={440} y={150} size={9} />
      <Sparkle x={90} y={90} size={8} />
    </>
  );
}

/** A laurel branch rising along the trophy's left side (mirrored for the right). */
function Laurel({ mirror, fill }: { mirror?: boolean; fill: string }) {
  const cx = 240;
  const cy = 168;
  const r = 150;
  const from = (122 * Math.PI) / 180;
  const to = (218 * Math.PI) / 180;
  const at = (a: number) => [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
  const leaves: ReactNode[] = [];
  const count = 8;
  for (let i = 0; i < count; i += 1) {
    const a = from + ((to - from) * (i + 0.5)) / count;
    const [x, y] = at(a);
    const along = (a * 180) / Math.PI + 90;
    const size = 1 - i * 0.045;
    for (const side of [-38, 38]) {
      leaves.push(
        <path
          key={`${i}${side}`}
          d="M0 0C7 -7 17 -7 24 0C17 7 7 7 0 0Z"
          fill={fill}
          transform={`translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${(along + side).toFixed(1)}) scale(${size.toFixed(2)})`}
        />,
      );
    }
  }
  const [x1, y1] = at(from);
  const [x2, y2] = at(to);
  return (
    <g transform={mirror ? 'translate(480 0) scale(-1 1)' : undefined}>
      <path
        d={`M${x1.toFixed(1)} ${y1.toFixed(1)}A${r} ${r} 0 0 1 ${x2.toFixed(1)} ${y2.toFixed(1)}`}
        stroke={fill}
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
      />
      {leaves}
    </g>
  );
}

/** The tournament: a gold trophy with a star, in laurels, under confetti. */
function TournamentArt() {
  const id = usePrefix('tournament');
  const confetti: [number, number, number, string][] = [
    [96, 60, 20, '#ff6b3d'],
    [150, 34, -30, '#3ddc97'],
    [330, 40, 45, '#6d8bff'],
    [396, 70, -12, '#ff5d8f'],
    [420, 140, 30, '#ffb72e'],
    [70, 150, 60, '#6d8bff'],
    [110, 230, -40, '#ffb72e'],
    [380, 250, 15, '#3ddc97'],
    [430, 210, -60, '#ff6b3d'],
    [200, 22, 70, '#ffb72e'],
    [290, 16, -20, '#ff5d8f'],
  ];
  return (
    <>
      <defs>
        <GoldDefs id={id} />
        <linearGradient id={id('plinth')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2e3a78" />
          <stop offset="1" stopColor="#141a3a" />
        </linearGradient>
        <linearGradient id={id('leaf')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe27a" />
          <stop offset="1" stopColor="#c98210" />
        </linearGradient>
      </defs>
      <Backdrop id={id} cx={240} cy={140} color="#5b7cff" />
      {confetti.map(([x, y, r, c]) => (
        <g key={`${x}-${y}`}>
          <rect
            x={x}
            y={y}
            width="12"
            height="6"
            rx="1.5"
            fill={c}
            transform={`rotate(${r} ${x + 6} ${y + 3})`}
          />
        </g>
      ))}
      <Laurel fill={`url(#${id('leaf')})`} />
      <Laurel mirror fill={`url(#${id('leaf')})`} />
      <ellipse cx="240" cy="322" rx="120" ry="14" fill="#000" opacity="0.35" />
      {/* Plinth and its plate. */}
      <path d="M180 272h120l8 48H172z" fill={`url(#${id('plinth')})`} />
      <path d="M180 272h120v6H180z" fill="#3f4c96" />
      <rect x="212" y="288" width="56" height="18" rx="3" fill={`url(#${id('gold')})`} />
      {/* Foot, stem and knot. */}
      <path d="M194 272c4-16 24-22 46-22s42 6 46 22z" fill={`url(#${id('gold')})`} />
      <path d="M228 206h24l-4 46h-16z" fill={`url(#${id('gold')})`} />
      <ellipse
        cx="240"
        cy="226"
        rx="18"
        ry="7"
        fill={`url(#${id('gold')})`}
        stroke="#a8600a"
        strokeWidth="1.5"
      />
      {/* Handles. */}
      <path
        d="M172 96c-46 0-52 70 12 84"
        stroke={`url(#${id('goldV')})`}
        strokeWidth="13"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M308 96c46 0 52 70-12 84"
        stroke={`url(#${id('goldV')})`}
        strokeWidth="13"
        fill="none"
        strokeLinecap="round"
      />
      {/* The bowl. */}
      <path d="M166 82h148c0 80-30 126-74 130-44-4-74-50-74-130z" fill={`url(#${id('gold')})`} />
      <ellipse cx="240" cy="82" rx="74" ry="13" fill="#ffe89a" />
      <ellipse cx="240" cy="84" rx="64" ry="8" fill="#a45f08" />
      <path d="M184 98c2 50 16 84 40 100-30-10-46-50-46-100z" fill="#fff" opacity="0.35" />
      <path d={starPath(240, 140, 30, 13)} fill="#fff3c0" stroke="#b06a0a" strokeWidth="3" />
      <Sparkle x={300} y={104} size={15} />
      <Sparkle x={176} y={178} size={9} />
      <Sparkle x={356} y={196} size={11} />
      <Sparkle x={130} y={110} size={8} />
    </>
  );
}

/** A cut gem seen from the side: crown and pavilion facets in three shades. */
function Diamond({
  x,
  y,
  w,
  light,
  mid,
  dark,
}: {
  x: number;
  y: number;
  w: number;
  light: string;
  mid: string;
  dark: string;
}) {
  const h = w * 0.3;
  const d = w * 0.62;
  const l = x - w / 2;
  const r = x + w / 2;
  return (
    <g>
      <path d={`M${l + w * 0.18} ${y}H${r - w * 0.18}L${r} ${y + h}H${l}z`} fill={light} />
      <path d={`M${l + w * 0.18} ${y}L${x - w * 0.12} ${y + h}H${l}z`} fill={mid} />
      <path d={`M${r - w * 0.18} ${y}L${x + w * 0.12} ${y + h}H${r}z`} fill={mid} />
      <path d={`M${l} ${y + h}H${r}L${x} ${y + h + d}z`} fill={mid} />
      <path d={`M${l} ${y + h}H${x - w * 0.12}L${x} ${y + h + d}z`} fill={dark} />
      <path d={`M${x + w * 0.12} ${y + h}H${r}L${x} ${y + h + d}z`} fill={light} opacity="0.75" />
      <path
        d={`M${l + w * 0.18} ${y}H${r - w * 0.18}`}
        stroke="#fff"
        strokeWidth="1.5"
        opacity="0.8"
      />
    </g>
  );
}

/** The VIP club: a jewelled crown, a diamond and gems in the light. */
function VipArt() {
  const id = usePrefix('vip');
  return (
    <>
      <defs>
        <GoldDefs id={id} />
        <radialGradient id={id('ruby')} cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#ffb3c6" />
          <stop offset="0.45" stopColor="#ff2d6a" />
          <stop offset="1" stopColor="#7a0530" />
        </radialGradient>
        <radialGradient id={id('sapphire')} cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#c6d4ff" />
          <stop offset="0.45" stopColor="#4d6cff" />
          <stop offset="1" stopColor="#1a2580" />
        </radialGradient>
        <radialGradient id={id('emerald')} cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#c8ffe6" />
          <stop offset="0.45" stopColor="#2fd890" />
          <stop offset="1" stopColor="#06593a" />
        </radialGradient>
        <radialGradient id={id('pearl')} cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#c9c3e8" />
        </radialGradient>
        <linearGradient id={id('velvet')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7a3cff" />
          <stop offset="1" stopColor="#3a1690" />
        </linearGradient>
      </defs>
      <Backdrop id={id} cx={240} cy={150} color="#9b5cff" />
      <ellipse cx="240" cy="318" rx="150" ry="16" fill="#000" opacity="0.35" />
      {/* Velvet cushion. */}
      <path
        d="M96 286c20-30 268-30 288 0 10 16-6 30-30 30H126c-24 0-40-14-30-30z"
        fill={`url(#${id('velvet')})`}
      />
      <path
        d="M120 282c40-16 200-16 240 0"
        stroke="#a57bff"
        strokeWidth="3"
        fill="none"
        opacity="0.7"
      />
      <circle cx="104" cy="304" r="8" fill={`url(#${id('gold')})`} />
      <circle cx="376" cy="304" r="8" fill={`url(#${id('gold')})`} />
      {/* The crown: body, inner back, band. */}
      <path d="M156 150l32 42 52-78 52 78 32-42-10 118H166z" fill="#7a4a06" />
      <path
        d="M150 130l40 56 50-96 50 96 40-56-14 132H164z"
        fill={`url(#${id('gold')})`}
        stroke="#a8600a"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M240 90l-50 96 10 8z" fill="#fff" opacity="0.3" />
      <path d="M150 130l14 132h10L160 140z" fill="#fff" opacity="0.25" />
      <path
        d="M160 236c50 14 110 14 160 0v34c-50 14-110 14-160 0z"
        fill={`url(#${id('gold')})`}
        stroke="#a8600a"
        strokeWidth="2"
      />
      <path
        d="M162 244c50 13 106 13 156 0"
        stroke="#fff3c0"
        strokeWidth="2"
        fill="none"
        opacity="0.8"
      />
      {/* Pearls on the points. */}
      <circle cx="150" cy="126" r="11" fill={`url(#${id('pearl')})`} />
      <circle cx="240" cy="84" r="14" fill={`url(#${id('pearl')})`} />
      <circle cx="330" cy="126" r="11" fill={`url(#${id('pearl')})`} />
      {/* Gems on the body and band. */}
      <path
        d="M240 150c14 16 20 28 20 38a20 20 0 0 1-40 0c0-10 6-22 20-38z"
        fill={`url(#${id('ruby')})`}
        stroke="#a8600a"
        strokeWidth="3"
      />
      <ellipse
        cx="196"
        cy="206"
        rx="10"
        ry="13"
        fill={`url(#${id('sapphire')})`}
        stroke="#a8600a"
        strokeWidth="2.5"
      />
      <ellipse
        cx="284"
        cy="206"
        rx="10"
        ry="13"
        fill={`url(#${id('sapphire')})`}
        stroke="#a8600a"
        strokeWidth="2.5"
      />
      <ellipse
        cx="240"
        cy="253"
        rx="15"
        ry="11"
        fill={`url(#${id('emerald')})`}
        stroke="#a8600a"
        strokeWidth="2.5"
      />
      <circle
        cx="196"
        cy="252"
        r="8"
        fill={`url(#${id('ruby')})`}
        stroke="#a8600a"
        strokeWidth="2"
      />
      <circle
        cx="284"
        cy="252"
        r="8"
        fill={`url(#${id('ruby')})`}
        stroke="#a8600a"
        strokeWidth="2"
      />
      {/* A diamond and small gems around. */}
      <g>
        <Diamond x={392} y={150} w={62} light="#dff9ff" mid="#7fd8ff" dark="#2f8fd0" />
      </g>
      <g>
        <Diamond x={88} y={176} w={40} light="#ffd9ec" mid="#ff6fa8" dark="#b51d63" />
      </g>
      <g>
        <Diamond x={118} y={60} w={28} light="#d9ffe9" mid="#4fe0a0" dark="#108a58" />
      </g>
      <Coin id={id} x={360} y={62} r={18} tilt={20} squash={0.7} />
      <Sparkle x={262} y={78} size={16} />
      <Sparkle x={412} y={140} size={10} />
      <Sparkle x={170} y={110} size={9} />
      <Sparkle x={330} y={220} size={11} />
    </>
  );
}

const ART: Record<HeroArtName, () => ReactNode> = {
  welcome: WelcomeArt,
  tournament: TournamentArt,
  vip: VipArt,
};

/**
 * One slide's picture: decorative, so hidden from assistive technology.
 * Memoised: a slide re-renders when its data answers, its picture (a few
 * hundred shapes) never changes.
 */
export const HeroArt = memo(function HeroArt({ name }: { name: HeroArtName }) {
  const Art = ART[name];
  return (
    <svg
      className="hero-art"
      viewBox="0 0 480 340"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid meet"
    >
      <Art />
    </svg>
  );
});
