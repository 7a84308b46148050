import { useI18n } from '../../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../../i18n/message-groups.ts';
import { PageFrame, QueryView } from '../../../shared/ui.tsx';
import { useFaq } from '../api.ts';
import '../content.css';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.content];

/** /faq: questions and answers, as text. */
export default function Page() {
  const { t } = useI18n();
  const query = useFaq();
  return (
    <PageFrame title={t('nav.faq')} lead={t('faq.lead')}>
      <QueryView query={query} empty={t('faq.empty')} isEmpty={(d) => d.data.length === 0}>
        {({ data }) => (
          <div className="faq">
            {data.map((item) => (
              <details key={item.id} className="faq__item">
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            ))}
          </div>
        )}
      </QueryView>
    </PageFrame>
  );
}
