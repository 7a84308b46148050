import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { useConfig } from '../../shared/config-context.ts';
import { PageFrame } from '../../shared/ui.tsx';
import '../../shared/game-frame.css';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.betting];

/** /betting: the sportsbook from configuration in a full-width frame. */
export default function Page() {
  const { t } = useI18n();
  const { sportsbookUrl } = useConfig();
  return (
    <PageFrame title={t('nav.betting')} lead={t('betting.lead')}>
      {sportsbookUrl ? (
        <div className="game-frame game-frame--tall">
          <iframe
            src={sportsbookUrl}
            title={t('nav.betting')}
            sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
          />
        </div>
      ) : (
        <div className="notice">
          <p>{t('betting.unavailable')}</p>
        </div>
      )}
    </PageFrame>
  );
}
