// Rooms: red, yellow and purple, each with its minimum bet per currency.
import { currencyRules, ROOMS, type Room } from '@casino/sdk';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useMoney } from '../../../shared/domain/money.ts';
import { usePlayerCurrency } from '../../../shared/domain/player.tsx';
import { href, type StaticRouteName } from '../../../shared/lib/paths.ts';
import { Facts, Grid, Section } from '../../../shared/ui/page-parts.tsx';
import { PageFrame } from '../../../shared/ui/ui.tsx';
import { RoomBoard } from '../live/components/room-table.tsx';
import { GameFrame, Rules } from './in-house-game.tsx';
import '../in-house-games.css';

/** Each room's page. */
const ROOM_ROUTES: Record<Room, StaticRouteName> = {
  red: 'roomRed',
  yellow: 'roomYellow',
  purple: 'roomPurple',
};

function MinBet({ room }: { room: Room }) {
  const { t } = useI18n();
  const currency = usePlayerCurrency();
  const money = useMoney();
  const min = currencyRules(currency).rooms[room];
  return <>{min === null ? t('games.notShown') : money(min, currency)}</>;
}

/** /games/rooms: the three rooms. */
export function RoomsPage() {
  const { t, locale } = useI18n();
  return (
    <PageFrame title={t('games.rooms.name')} lead={t('games.rooms.lead')}>
      <Grid wide>
        {ROOMS.map((room) => (
          <Link
            key={room}
            className={`room-card room-card--${room}`}
            to={href(ROOM_ROUTES[room], locale)}
          >
            <span className="room-card__name">{t(`games.rooms.${room}`)}</span>
            <span className="room-card__min">
              {t('games.minBet')}: <MinBet room={room} />
            </span>
          </Link>
        ))}
      </Grid>
      <Section title={t('games.howToPlay')}>
        <Rules game="rooms" />
      </Section>
    </PageFrame>
  );
}

/** /games/rooms/{room}. */
export function RoomPage({ room }: { room: Room }) {
  const { t } = useI18n();
  const currency = usePlayerCurrency();
  return (
    <GameFrame
      game="rooms"
      title={t('games.rooms.roomTitle', { room: t(`games.rooms.${room}`) })}
      lead={t('games.rooms.lead')}
      board={<RoomBoard key={currency} room={room} />}
      facts={
        <Facts className="limits" items={[[t('games.minBet'), <MinBet key="min" room={room} />]]} />
      }
    />
  );
}
