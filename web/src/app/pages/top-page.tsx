// /top: the biggest recent wins, a table of rank, player, game and win in its
// currency.

import { useTopList } from '../../features/content/api.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { useMoney } from '../../shared/domain/money.ts';
import { QueryView } from '../../shared/ui/page-parts.tsx';
import { TableWrap } from '../../shared/ui/table-wrap.tsx';
import { PageFrame } from '../../shared/ui/ui.tsx';
import '../../features/content/content.css';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.content];

/** /top: the biggest recent wins (on a phone the table is compacted to fit, content.css). */
export default function Page() {
  const { t } = useI18n();
  const query = useTopList();
  const money = useMoney();
  return (
    <PageFrame title={t('nav.top')} lead={t('top.lead')}>
      <QueryView query={query} empty={t('top.empty')} isEmpty={(d) => d.data.length === 0}>
        {({ data }) => (
          <TableWrap label={t('nav.top')}>
            <table className="table top-table">
              <thead>
                <tr>
                  <th scope="col">{t('top.rank')}</th>
                  <th scope="col">{t('top.player')}</th>
                  <th scope="col">{t('top.game')}</th>
                  <th scope="col" className="num">
                    {t('top.win')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.map((row) => (
                  <tr key={row.rank}>
                    <td>{row.rank}</td>
                    <td>{row.player}</td>
                    <td>{row.game}</td>
                    <td className="num">{money(row.win, row.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </QueryView>
    </PageFrame>
  );
}
