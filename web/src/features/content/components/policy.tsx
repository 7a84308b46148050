// A policy page: the text from the API in the interface language (the path's
// language only names the page), its sections as headings and paragraphs, and
// the date of its latest version written out in that language.
import { dateTimeFormat } from '@casino/sdk';
import { type MessageKey, useI18n } from '../../../i18n/i18n.tsx';
import { QueryView } from '../../../shared/ui/page-parts.tsx';
import { PageFrame } from '../../../shared/ui/ui.tsx';
import { usePolicy } from '../api.ts';
import '../content.css';

type Slug = 'kyc' | 'user-agreement' | 'confidential';

/** The page's title while its text loads (then the text's own title). */
const TITLES: Record<Slug, MessageKey> = {
  kyc: 'policy.title.kyc',
  'user-agreement': 'policy.title.userAgreement',
  confidential: 'policy.title.confidential',
};

/** A policy page: the text from the API, rendered as text. */
export function PolicyPage({ lang, slug }: { lang: 'en' | 'ru'; slug: Slug }) {
  const { t, locale } = useI18n();
  const query = usePolicy(lang, slug);
  // A calendar date: read and written in UTC, so no time zone moves its day.
  const date = (iso: string) =>
    dateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T00:00:00Z`));
  return (
    <PageFrame
      title={query.data?.title ?? t(TITLES[slug])}
      lead={query.data ? t('policy.updated', { date: date(query.data.updated_at) }) : undefined}
    >
      <QueryView query={query}>
        {(policy) => (
          <div className="prose policy">
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
