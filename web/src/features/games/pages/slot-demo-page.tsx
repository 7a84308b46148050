import { GameLaunchPage } from '../components/game-frame.tsx';

export default function Page() {
  return <GameLaunchPage mode="demo" kind="slots" />;
}
