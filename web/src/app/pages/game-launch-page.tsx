import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { GameLaunchPage } from '../components/game-frame.tsx';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.cards, MESSAGE_GROUPS.launch];

export default function Page() {
  return <GameLaunchPage mode="demo" kind="slots" />;
}
