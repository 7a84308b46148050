// The player's money movements a page at a time (the /profile/history
// page), each with its kind, signed amount, the balance after and when: how
// long ago for the last day, else the date in the profile's time zone (the
// date is always the title); a withdrawal shows its payout's status (pending
// until paid), and a movement of the bonus account says so (its balance after
// is the bonus account's).
import {
  type components,
  dateTimeFormat,
  type LocaleCode,
  recentAgo,
  relativeTimeFormat,
} from '@casino/sdk';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useMoney } from '../../../shared/domain/money.ts';
import type { Profile } from '../../../shared/domain/profile.ts';
import { QueryView } from '../../../shared/ui/page-parts.tsx';
import { Pager } from '../../../shared/ui/pager.tsx';
import { TableWrap } from '../../../shared/ui/table-wrap.tsx';
import { HISTORY_PAGE_SIZE, useHistory } from '../api/history.ts';
import '../account.css';

type Movement = components['schemas']['Movement'];

/** How many pages `total` movements fill. */
const pages = (total: number) => Math.ceil(total / HISTORY_PAGE_SIZE);

/** Dates in the interface language and the profile's time zone (the browser's when it has none or an unknown one). */
function dateFormat(locale: LocaleCode, timeZone: string | null) {
  const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
  try {
    return dateTimeFormat(locale, { ...options, timeZone: timeZone ?? undefined });
  } catch {
    return dateTimeFormat(locale, options);
  }
}

/** The movements of one page, newest first, with a pager when there are more. */
export function Movements({ profile }: { profile: Profile }) {
  const { t, locale } = useI18n();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const query = useHistory(page);
  const date = dateFormat(locale, profile.timezone);
  const relative = relativeTimeFormat(locale);
  // "5 минут назад" keeps true while the page stays open.
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  /** The last day's movements say how long ago ("5 минут назад"), older ones the date; the date is the title. */
  const when = (iso: string) => {
    const at = new Date(iso);
    const ago = recentAgo(at.getTime(), now);
    return ago ? relative.format(ago.value, ago.unit) : date.format(at);
  };
  const signed = (m: Movement) =>
    `${m.amount < 0 ? '−' : '+'}${money(Math.abs(m.amount), m.currency)}`;
  return (
    <QueryView query={query} empty={t('profile.historyEmpty')} isEmpty={(d) => d.meta.total === 0}>
      {({ data, meta }) => (
        <>
          <TableWrap label={t('profile.tabs.history')}>
            <table className="table history">
              <thead>
                <tr>
                  <th scope="col">{t('history.operation')}</th>
                  <th scope="col" className="num">
                    {t('history.amount')}
                  </th>
                  <th scope="col" className="num">
                    {t('history.balance')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.map((m) => (
                  <tr key={m.id}>
                    <td>
                      {t(`history.type.${m.type}`)}
                      {m.status && m.type === 'withdrawal' ? (
                        <span className={`chip history__status history__status--${m.status}`}>
                          {t(`history.status.${m.status}`)}
                        </span>
                      ) : null}
                      {m.account === 'bonus' ? (
                        <span className="chip history__account">{t('history.account.bonus')}</span>
                      ) : null}
                      <time
                        className="history__date"
                        dateTime={m.created_at}
                        title={date.format(new Date(m.created_at))}
                      >
                        {when(m.created_at)}
                      </time>
                    </td>
                    <td className="num">{signed(m)}</td>
                    <td className="num">{money(m.balance_after, m.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          {meta.total > HISTORY_PAGE_SIZE && (
            <Pager
              page={page}
              pages={pages(meta.total)}
              onPage={setPage}
              label={t('history.pages')}
              previous={t('history.newer')}
              next={t('history.older')}
              position={t('history.page', { page, pages: pages(meta.total) })}
              small
            />
          )}
        </>
      )}
    </QueryView>
  );
}
