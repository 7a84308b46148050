// /policy/en/kyc, /policy/en/user-agreement, /policy/ru/confidential and
// /policy/ru/user-agreement: one policy's page (its text in the interface
// language), which policy given by its route's `params` (shared/lib/paths.ts).
// Four routes, each its own address and prerendered file; one module, since
// the pages differ only by the policy's language and kind.
import type { ComponentProps } from 'react';
import { PolicyPage } from '../../features/content/components/policy.tsx';
import { MESSAGE_GROUPS } from '../../i18n/message-groups.ts';

/** The message groups this page needs: it renders once they are loaded. */
export const messages = [MESSAGE_GROUPS.content];

/** A policy's text from the API; `lang` and `slug` from the route table. */
export default function Page({ lang, slug }: ComponentProps<typeof PolicyPage>) {
  return <PolicyPage lang={lang} slug={slug} />;
}
