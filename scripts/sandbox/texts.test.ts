// The FAQ and the policies as the sandbox serves them: in the caller's
// language (Accept-Language), every FAQ topic covered in each language, the
// four policy pages whole and in the contract's shape, a page the site has
// not answered 404.
import { zGetFaqResponse, zGetPolicyResponse } from '@casino/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { createSandbox } from './server.ts';
import { FAQ_CATEGORIES } from './texts.ts';

const LOCALES = { ru: 'ru-RU,ru;q=0.9', en: 'en-US,en;q=0.9', kz: 'kk-KZ,kk;q=0.9' } as const;
type Locale = keyof typeof LOCALES;
const ROUTES = [
  '/content/policy/en/kyc',
  '/content/policy/en/user-agreement',
  '/content/policy/ru/confidential',
  '/content/policy/ru/user-agreement',
];

/** Letters Kazakh has and Russian and English do not. */
const KAZAKH = /[әғқңөұүһі]/i;
const CYRILLIC = /[а-яё]/i;

function setup() {
  const sandbox = createSandbox({ now: () => Date.parse('2026-11-23T12:00:00Z'), log: () => {} });
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in assertions
  return async (path: string, language?: string): Promise<{ status: number; body: any }> => {
    const response = await sandbox.app.fetch(
      new Request(`http://sandbox${path}`, {
        headers: language ? { 'Accept-Language': language } : {},
      }),
    );
    return { status: response.status, body: await response.json() };
  };
}

const words = (texts: string[]) => texts.join(' ').split(/\s+/).filter(Boolean).length;

describe('the FAQ', () => {
  it('answers at least 12 questions, two or more in each of the six topics, in each language', async () => {
    const get = setup();
    const byLocale = {} as Record<Locale, { id: number; question: string; answer: string }[]>;
    for (const [locale, header] of Object.entries(LOCALES) as [Locale, string][]) {
      const { status, body } = await get('/content/faq', header);
      expect(status).toBe(200);
      expect(zGetFaqResponse.safeParse(body).success).toBe(true);
      expect(body.data.length).toBeGreaterThanOrEqual(12);
      for (const category of FAQ_CATEGORIES) {
        const inTopic = body.data.filter((f: { category: string }) => f.category === category);
        expect(inTopic.length, `${locale} ${category}`).toBeGreaterThanOrEqual(2);
      }
      expect(new Set(body.data.map((f: { id: number }) => f.id)).size).toBe(body.data.length);
      byLocale[locale] = body.data;
    }
    // The same questions in the same order, but each written in its own language.
    byLocale.ru.forEach((ru, i) => {
      const en = byLocale.en[i];
      const kz = byLocale.kz[i];
      expect(en?.id).toBe(ru.id);
      expect(kz?.id).toBe(ru.id);
      expect(new Set([ru.question, en?.question, kz?.question]).size).toBe(3);
      expect(new Set([ru.answer, en?.answer, kz?.answer]).size).toBe(3);
      expect(`${ru.question} ${ru.answer}`).toMatch(CYRILLIC);
      expect(`${ru.question} ${ru.answer}`).not.toMatch(KAZAKH);
      expect(`${en?.question} ${en?.answer}`).not.toMatch(CYRILLIC);
      expect(kz?.question).toMatch(KAZAKH);
      expect(kz?.answer).toMatch(KAZAKH);
    });
  });

  it('is in Russian when the caller names no language the site has', async () => {
    const get = setup();
    const none = await get('/content/faq');
    const german = await get('/content/faq', 'de-DE,de;q=0.9');
    const ru = await get('/content/faq', LOCALES.ru);
    expect(none.body).toEqual(ru.body);
    expect(german.body).toEqual(ru.body);
  });
});

describe('the policies', () => {
  it('answers each of the four pages in the caller’s language, whatever the language in its path', async () => {
    const get = setup();
    for (const route of ROUTES) {
      const titles = new Set<string>();
      for (const [locale, header] of Object.entries(LOCALES) as [Locale, string][]) {
        const { status, body } = await get(route, header);
        expect(status, `${route} ${locale}`).toBe(200);
        expect(zGetPolicyResponse.safeParse(body).success, `${route} ${locale}`).toBe(true);
        titles.add(body.title);
        const text = body.sections.flatMap((s: { heading: string; paragraphs: string[] }) => [
          s.heading,
          ...s.paragraphs,
        ]) as string[];
        // A real page: several sections with their paragraphs, a few hundred words.
        expect(body.sections.length, `${route} ${locale}`).toBeGreaterThanOrEqual(5);
        expect(words(text), `${route} ${locale}`).toBeGreaterThanOrEqual(300);
        for (const section of body.sections) expect(section.paragraphs.length).toBeGreaterThan(0);
        // Headings and paragraphs are the page's keys: none repeats.
        expect(new Set(text).size).toBe(text.length);
        if (locale === 'en') expect(text.join(' ')).not.toMatch(CYRILLIC);
        if (locale === 'ru') expect(text.join(' ')).not.toMatch(KAZAKH);
        if (locale === 'kz') {
          for (const section of body.sections) {
            for (const paragraph of section.paragraphs) expect(paragraph).toMatch(KAZAKH);
          }
        }
      }
      expect(titles.size, route).toBe(3);
    }
  });

  it('tells the pages apart: KYC, privacy and the user agreement (one text under both paths)', async () => {
    const get = setup();
    const [kyc, agreementEn, privacy, agreementRu] = await Promise.all(
      ROUTES.map((route) => get(route, LOCALES.en)),
    );
    expect(kyc?.body.title).toMatch(/KYC/);
    expect(privacy?.body.title).toBe('Privacy Policy');
    expect(agreementEn?.body.title).toBe('User Agreement');
    expect(agreementRu?.body).toEqual(agreementEn?.body);
  });

  it('answers 404 for a page the site does not have', async () => {
    const get = setup();
    for (const path of [
      '/content/policy/ru/kyc',
      '/content/policy/en/confidential',
      '/content/policy/en/cookies',
      '/content/policy/de/user-agreement',
    ]) {
      const { status } = await get(path, LOCALES.en);
      expect(status, path).toBe(404);
    }
  });
});
