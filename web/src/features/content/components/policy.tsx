// A policy page: its title from the messages, its text from the API.
import { type MessageKey, useI18n } from '../../../i18n/i18n.tsx';
import { PageFrame, QueryView } from '../../../shared/ui.tsx';
import { usePolicy } from '../api.ts';

/** A policy page: the text from the API, rendered as text. */
export function PolicyPage({
  lang,
  slug,
  titleKey,
}: {
  lang: 'en' | 'ru';
  slug: 'kyc' | 'user-agreement' | 'confidential';
  titleKey: MessageKey;
}) {
  const { t } = useI18n();
  const query = usePolicy(lang, slug);
  return (
    <PageFrame
      title={t(titleKey)}
      lead={query.data ? t('policy.updated', { date: query.data.updated_at }) : undefined}
    >
      <QueryView query={query}>
        {(policy) => (
          <div className="prose" lang={lang}>
            {policy.sections.map((section) => (
              <section key={section.heading}>
                <h2>{section.heading}</h2>
                {section.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </section>
            ))}
          </div>
        )}
      </QueryView>
    </PageFrame>
  );
}
