// The texts' data files (content/<lang>/): every one is a file the loader
// (texts.ts) reads, one per language for the FAQ and for each policy, so a
// stray or misnamed file cannot sit there unread; and each language's FAQ
// asks the same questions in the same topics (the loader refuses otherwise).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FAQ } from './texts.ts';

const CONTENT = fileURLToPath(new URL('./content/', import.meta.url));
const LANGUAGES = ['en', 'kz', 'ru'];
const POLICIES = ['confidential.json', 'kyc.json', 'user-agreement.json'];

describe('the content files', () => {
  it('are a folder per language: its FAQ and its policies, nothing else', () => {
    expect(readdirSync(CONTENT).sort()).toEqual(LANGUAGES);
    for (const lang of LANGUAGES) {
      expect(readdirSync(`${CONTENT}${lang}`).sort(), lang).toEqual(['faq.json', 'policies']);
      expect(readdirSync(`${CONTENT}${lang}/policies`).sort(), lang).toEqual(POLICIES);
    }
  });

  it("every language's FAQ has the loader's questions, in the same topics", () => {
    for (const lang of LANGUAGES) {
      const faq = JSON.parse(readFileSync(`${CONTENT}${lang}/faq.json`, 'utf8')) as {
        category: string;
      }[];
      expect(faq.map((q) => q.category)).toEqual(FAQ.map((q) => q.category));
    }
  });
});
