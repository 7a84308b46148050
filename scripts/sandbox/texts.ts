// The site's own long texts that the sandbox serves: the FAQ (questions by
// category) and the policy pages, each in ru, en and kz. They are sample
// content written for development so the pages read like the real thing (the
// product's currencies, limits, payouts, bonuses and provably fair games), not
// legal documents of any company. The routes' handlers are in routes/catalog.ts.
//
// The texts themselves are data, one folder per language (content/<lang>/):
// `faq.json`, the questions in the page's order, and `policies/<slug>.json`,
// each policy's title and sections. This module loads them once, checks
// their shape (every language the same questions in the same categories,
// every policy in every language) and answers them typed.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The interface languages, as the sandbox reads them from Accept-Language. */
export type Locale = 'ru' | 'en' | 'kz';
/** A text in each interface language. */
export type Localized<T = string> = Record<Locale, T>;

/** The FAQ's topics, in the order the page shows them. */
export const FAQ_CATEGORIES = [
  'accounts',
  'deposits',
  'withdrawals',
  'bonuses',
  'fairness',
  'verification',
] as const;
type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** One question of the FAQ. */
export interface FaqEntry {
  category: FaqCategory;
  question: Localized;
  answer: Localized;
}

/** Where the texts are: content/<lang>/ (a path, not a URL: under the web tests' happy-dom, URL is the browser's). */
const CONTENT = join(dirname(fileURLToPath(import.meta.url)), 'content');
const LOCALES: readonly Locale[] = ['ru', 'en', 'kz'];

const fail = (file: string, what: string): never => {
  throw new Error(`scripts/sandbox/content/${file}: ${what}`);
};
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A JSON file of content/, parsed. */
const read = (file: string): unknown => JSON.parse(readFileSync(join(CONTENT, file), 'utf8'));

/** One language's FAQ: its questions in order, each with its category. */
type Faq = { category: FaqCategory; question: string; answer: string }[];

/** Reads one language's FAQ. */
function readFaq(locale: Locale): Faq {
  const file = `${locale}/faq.json`;
  const entries = read(file);
  if (!Array.isArray(entries)) return fail(file, 'not a list of questions');
  return entries.map((entry: unknown, i) => {
    const { category, question, answer } = (entry ?? {}) as Record<string, unknown>;
    if (!FAQ_CATEGORIES.includes(category as FaqCategory))
      fail(file, `question ${i + 1}: category must be one of ${FAQ_CATEGORIES.join(', ')}`);
    if (!isText(question) || !isText(answer))
      return fail(file, `question ${i + 1}: question and answer must be texts`);
    return { category: category as FaqCategory, question, answer };
  });
}

/** The FAQ in every language, question by question (the languages must agree on them). */
function loadFaq(): FaqEntry[] {
  const [ru, en, kz] = LOCALES.map(readFaq) as [Faq, Faq, Faq];
  if (en.length !== ru.length || kz.length !== ru.length)
    fail('<lang>/faq.json', 'every language must have the same questions');
  return ru.map((first, i) => {
    const others = { en: en[i] ?? first, kz: kz[i] ?? first };
    for (const [locale, entry] of Object.entries(others))
      if (entry.category !== first.category)
        fail(
          `${locale}/faq.json`,
          `question ${i + 1} is not ru/faq.json's ${first.category} question`,
        );
    return {
      category: first.category,
      question: { ru: first.question, en: others.en.question, kz: others.kz.question },
      answer: { ru: first.answer, en: others.en.answer, kz: others.kz.answer },
    };
  });
}

export const FAQ: readonly FaqEntry[] = loadFaq();

/** A policy's text in one language: its title and its sections. */
interface PolicyText {
  title: string;
  sections: { heading: string; paragraphs: string[] }[];
}

type PolicySlug = 'kyc' | 'user-agreement' | 'confidential';

/** The policy pages the site has (SPEC.md's routes): a path's language and slug. */
const POLICY_ROUTES: readonly { lang: 'en' | 'ru'; slug: PolicySlug }[] = [
  { lang: 'en', slug: 'kyc' },
  { lang: 'en', slug: 'user-agreement' },
  { lang: 'ru', slug: 'confidential' },
  { lang: 'ru', slug: 'user-agreement' },
];

/** A policy's text in one language, from content/<lang>/policies/<slug>.json. */
function readPolicy(locale: Locale, slug: PolicySlug): PolicyText {
  const file = `${locale}/policies/${slug}.json`;
  const { title, sections } = (read(file) ?? {}) as Record<string, unknown>;
  if (!isText(title) || !Array.isArray(sections)) return fail(file, 'needs a title and sections');
  for (const [i, section] of sections.entries()) {
    const { heading, paragraphs } = (section ?? {}) as Record<string, unknown>;
    if (!isText(heading) || !Array.isArray(paragraphs) || !paragraphs.every(isText))
      fail(file, `section ${i + 1}: needs a heading and paragraphs (texts)`);
  }
  return { title, sections: sections as PolicyText['sections'] };
}

/** A policy in every language. */
const policyTexts = (slug: PolicySlug): Localized<PolicyText> => ({
  ru: readPolicy('ru', slug),
  en: readPolicy('en', slug),
  kz: readPolicy('kz', slug),
});

/** Each policy's text and the date of its latest version. */
const POLICIES: Record<PolicySlug, { updatedAt: string; text: Localized<PolicyText> }> = {
  kyc: { updatedAt: '2026-09-15', text: policyTexts('kyc') },
  'user-agreement': { updatedAt: '2026-10-01', text: policyTexts('user-agreement') },
  confidential: { updatedAt: '2026-09-01', text: policyTexts('confidential') },
};

/**
 * The policy at `/policy/{lang}/{slug}` in the caller's language (the path's
 * language names the page, not the text's), or null for a page the site has not.
 */
export function policyAnswer(lang: string, slug: string, locale: Locale) {
  const route = POLICY_ROUTES.find((r) => r.lang === lang && r.slug === slug);
  if (!route) return null;
  const policy = POLICIES[route.slug];
  const text = policy.text[locale];
  return { title: text.title, updated_at: policy.updatedAt, sections: text.sections };
}
