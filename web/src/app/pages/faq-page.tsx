// /faq: the questions from the API in the interface language, grouped by
// topic under a heading each (accounts, deposits, withdrawals, bonuses,
// fairness, verification); each question opens its answer. A question
// without a topic, or with one this page does not know, goes under "Other".
import type { components } from '@casino/sdk';
import { useFaq } from '../../features/content/api.ts';
import { type MessageKey, useI18n } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { QueryView } from '../../shared/ui/page-parts.tsx';
import { PageFrame } from '../../shared/ui/ui.tsx';
import '../../features/content/content.css';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.content];

type Question = components['schemas']['FaqList']['data'][number];

/** The topics in the order the page shows them, with their headings. */
const TOPICS: Record<string, MessageKey> = {
  accounts: 'faq.category.accounts',
  deposits: 'faq.category.deposits',
  withdrawals: 'faq.category.withdrawals',
  bonuses: 'faq.category.bonuses',
  fairness: 'faq.category.fairness',
  verification: 'faq.category.verification',
};

/** The questions by topic, known topics first in their order, then "other". */
function byTopic(questions: Question[]): [string, Question[]][] {
  const groups = new Map<string, Question[]>(Object.keys(TOPICS).map((topic) => [topic, []]));
  groups.set('other', []);
  for (const q of questions) {
    const topic = q.category && Object.hasOwn(TOPICS, q.category) ? q.category : 'other';
    groups.get(topic)?.push(q);
  }
  return [...groups].filter(([, list]) => list.length > 0);
}

/** /faq: questions and answers, as text. */
export default function Page() {
  const { t } = useI18n();
  const query = useFaq();
  return (
    <PageFrame title={t('nav.faq')} lead={t('faq.lead')}>
      <QueryView query={query} empty={t('faq.empty')} isEmpty={(d) => d.data.length === 0}>
        {({ data }) => {
          const groups = byTopic(data);
          // Nothing to tell apart: one list, no heading.
          const headed = !(groups.length === 1 && groups[0]?.[0] === 'other');
          return (
            <div className="faq">
              {groups.map(([topic, list]) => (
                <section
                  key={topic}
                  className="faq__topic"
                  aria-labelledby={headed ? `faq-${topic}` : undefined}
                >
                  {headed ? (
                    <h2 id={`faq-${topic}`} className="faq__heading">
                      {t(TOPICS[topic] ?? 'faq.category.other')}
                    </h2>
                  ) : null}
                  <div className="faq__list">
                    {list.map((item) => (
                      <details key={item.id} className="faq__item">
                        <summary>{item.question}</summary>
                        <p>{item.answer}</p>
                      </details>
                    ))}
                  </div>
                </section>
              ))}
            </div>
          );
        }}
      </QueryView>
    </PageFrame>
  );
}
