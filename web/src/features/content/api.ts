// Content: the FAQ, the policy texts and the top list (the inferred operations
// of the spec), checked with the spec's schemas.
import { useI18n } from '../../i18n/i18n.tsx';
import { matches } from '../../shared/lib/answers.ts';
import { useApiQuery } from '../../shared/lib/api.tsx';

/** The FAQ in the interface language (sent as Accept-Language). */
export function useFaq() {
  const { locale } = useI18n();
  return useApiQuery(
    '/content/faq',
    {},
    {
      check: matches('zGetFaqResponse'),
      vary: locale,
    },
  );
}

/** A policy text in the interface language (sent as Accept-Language), whatever the path's. */
export function usePolicy(lang: 'en' | 'ru', slug: 'kyc' | 'user-agreement' | 'confidential') {
  const { locale } = useI18n();
  return useApiQuery(
    '/content/policy/{lang}/{slug}',
    { params: { path: { lang, slug } } },
    {
      check: matches('zGetPolicyResponse'),
      vary: locale,
    },
  );
}

/** The top list of wins. */
export function useTopList() {
  return useApiQuery('/top', {}, { check: matches('zGetTopListResponse') });
}
