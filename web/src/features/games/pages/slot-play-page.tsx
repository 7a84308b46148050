import { GameLaunchPage } from '../components/game-frame.tsx';

export default function Page() {
  return <GameLaunchPage mode="play" kind="slots" />;
}
