// Content: the FAQ, the policy texts and the top list (the inferred operations of the spec).
import { unwrap } from '@casino/sdk';
import { useI18n } from '../../i18n/i18n.tsx';
import { ensureShape, hasList, useApiQuery } from '../../shared/api.tsx';

/** The FAQ in the interface language. */
export function useFaq() {
  const { locale } = useI18n();
  return useApiQuery(['/content/faq', locale] as const, (api) => unwrap(api.GET('/content/faq')));
}

/** A policy text. */
export function usePolicy(lang: 'en' | 'ru', slug: 'kyc' | 'user-agreement' | 'confidential') {
  return useApiQuery(['/content/policy/{lang}/{slug}', `${lang}/${slug}`] as const, (api) =>
    unwrap(api.GET('/content/policy/{lang}/{slug}', { params: { path: { lang, slug } } })),
  );
}

/** The top list of wins. */
export function useTopList() {
  return useApiQuery(['/top', null] as const, (api) =>
    unwrap(api.GET('/top')).then(ensureShape('GET /top', hasList)),
  );
}
