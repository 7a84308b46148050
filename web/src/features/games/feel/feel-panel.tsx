// The settings a board's gear opens (feel-settings.tsx): sound on or off, its
// volume, instant play and hotkeys (with their list), each kept at once
// (feel.ts).
import { useI18n, WithMessages } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { setGameFeel, useGameFeel } from './feel.ts';

const GROUPS = [MESSAGE_GROUPS.tools];

/** The hotkeys listed (hotkeys.ts). */
const KEYS = ['space', 'half', 'double', 'hilo', 'coin'] as const;

/** The settings. */
function Settings() {
  const { t } = useI18n();
  const feel = useGameFeel();
  return (
    <div className="feel__panel">
      <label className="feel__row">
        <input
          type="checkbox"
          checked={!feel.muted}
          onChange={(event) => setGameFeel({ muted: !event.target.checked })}
        />
        {t('fair.feel.sound')}
      </label>
      <label className="feel__row">
        {t('fair.feel.volume')}
        <input
          type="range"
          min={0}
          max={100}
          step={5}
          value={Math.round(feel.volume * 100)}
          disabled={feel.muted}
          onChange={(event) => setGameFeel({ volume: Number(event.target.value) / 100 })}
        />
      </label>
      <label className="feel__row">
        <input
          type="checkbox"
          checked={feel.instant}
          onChange={(event) => setGameFeel({ instant: event.target.checked })}
        />
        {t('fair.feel.instant')}
      </label>
      <label className="feel__row">
        <input
          type="checkbox"
          checked={feel.hotkeys}
          onChange={(event) => setGameFeel({ hotkeys: event.target.checked })}
        />
        {t('fair.feel.hotkeys')}
      </label>
      {feel.hotkeys ? (
        <ul className="feel__keys">
          {KEYS.map((key) => (
            <li key={key}>{t(`fair.feel.keys.${key}`)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The settings, once their words are loaded. */
export default function FeelPanel() {
  return (
    <WithMessages groups={GROUPS}>
      <Settings />
    </WithMessages>
  );
}
