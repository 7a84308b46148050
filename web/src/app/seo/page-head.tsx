// The document head of the page on screen: its title, description, robots
// rule, canonical link, hreflang alternates, Open Graph and Twitter tags, and
// a game page's JSON-LD, computed by head.ts and rendered as React 19 renders
// <title>, <meta> and <link>: hoisted into <head>, updated with the page's
// props and removed with it, so a navigation never leaves the last page's tags
// behind (the JSON-LD <script> stays in the page, where search engines read it
// too). The one <title>: index.html's, and its other defaults (marked
// data-default-head), leave when a page head renders. React Router's `meta`
// is framework mode's; in its declarative mode (docs/decisions/router.md)
// React's own hoisting is the way.
// Loaded after the first paint (route-page.tsx), with the seo message group.
import { type ComponentType, lazy, type ReactNode, Suspense, useContext, useEffect } from 'react';
import { useParams } from 'react-router';
import { useI18n, WithMessages } from '../../i18n/i18n.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';
import { useHasToken } from '../../shared/lib/api.tsx';
import { ConfigContext } from '../../shared/lib/config-context.ts';
import type { RouteName } from '../../shared/lib/paths.ts';
import { head, isNamedRoute, jsonLdText, type NamedRoute, type Subject } from './head.ts';

type Params = Readonly<Record<string, string | undefined>>;
/** What the subjects' module (subjects.tsx) renders with. */
export type SubjectProps = {
  route: NamedRoute;
  params: Params;
  render: (subject: Subject) => ReactNode;
};

/** Without its module (offline), the subject is unknown: the head names what the address says. */
const Unknown: ComponentType<SubjectProps> = ({ render }) => <>{render({})}</>;

// The subjects' module brings the catalog and tournament calls: only pages that name one load it.
const SubjectOf = lazy<ComponentType<SubjectProps>>(() =>
  import('./subjects.tsx').catch(() => ({ default: Unknown })),
);

const GROUPS = [MESSAGE_GROUPS.seo];

/**
 * Removes index.html's <title> and its other defaults (data-default-head):
 * React inserts a page's <title> beside the one there, never in its place.
 * The page heads' own titles carry data-page-head.
 */
function dropDefaults(): void {
  for (const node of document.head.querySelectorAll(
    'title:not([data-page-head]), [data-default-head]',
  ))
    node.remove();
}

/** The tags of one page's head. */
function HeadTags({
  route,
  params,
  subject,
}: {
  route: RouteName | null;
  params: Params;
  subject?: Subject;
}) {
  const { t, locale } = useI18n();
  const config = useContext(ConfigContext);
  // Before this render commits, so the page's own tags are the only ones.
  dropDefaults();
  const player = useHasToken();
  const origin = config?.siteUrl ?? window.location.origin;
  const data = head({ route, params, locale, origin, t, subject, player });
  return (
    <>
      <title data-page-head="">{data.title}</title>
      {data.meta.map((tag) =>
        'name' in tag ? (
          <meta key={`name:${tag.name}`} name={tag.name} content={tag.content} />
        ) : (
          <meta
            key={`property:${tag.property}:${tag.property === 'og:locale:alternate' ? tag.content : ''}`}
            property={tag.property}
            content={tag.content}
          />
        ),
      )}
      {data.canonical ? <link rel="canonical" href={data.canonical} /> : null}
      {data.alternates.map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
      {data.jsonLd ? <JsonLd text={jsonLdText(data.jsonLd)} /> : null}
    </>
  );
}

/**
 * Structured data in the head (React leaves a data <script> where it is
 * rendered, and one inside #root would be a node the prerendered page lacks
 * while React hydrates it).
 */
function JsonLd({ text }: { text: string }) {
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = text;
    document.head.append(script);
    return () => script.remove();
  }, [text]);
  return null;
}

/** The head of the page at `route` (null: a path of no route, the 404 page). */
export default function PageHead({ route }: { route: RouteName | null }) {
  const params = useParams();
  return (
    <WithMessages groups={GROUPS}>
      {isNamedRoute(route) ? (
        // Until the subject is known, the head names what the address says.
        <Suspense fallback={<HeadTags route={route} params={params} />}>
          <SubjectOf
            route={route}
            params={params}
            render={(subject) => <HeadTags route={route} params={params} subject={subject} />}
          />
        </Suspense>
      ) : (
        <HeadTags route={route} params={params} />
      )}
    </WithMessages>
  );
}
