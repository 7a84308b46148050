// Content: the FAQ, the policy texts and the top list (the inferred operations of the spec).
import { unwrap } from '@casino/sdk';
import { useI18n } from '../../i18n/i18n.tsx';
import { ensureShape, useApiQuery } from '../../shared/api.tsx';

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

/** A row the top table can show: a list that is not, or a row without its fields, is a load error. */
const isTopEntry = (row: unknown): boolean => {
  const r = row as Record<string, unknown> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.rank === 'number' &&
    typeof r.player === 'string' &&
    typeof r.game === 'string' &&
    typeof r.win === 'number' &&
    Number.isFinite(r.win)
  );
};

/** The top list of wins. */
export function useTopList() {
  return useApiQuery(['/top', null] as const, (api) =>
    unwrap(api.GET('/top')).then(
      ensureShape(
        'GET /top',
        (d: { data?: unknown } | null) => Array.isArray(d?.data) && d.data.every(isTopEntry),
      ),
    ),
  );
}
