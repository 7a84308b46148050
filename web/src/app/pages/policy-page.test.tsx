// A policy's page as a visitor sees it: the text's own title, its date written
// out and its sections as headings over paragraphs, asked for in the interface
// language; and each of the four policy routes, one module for all, shows the
// policy of its own address (the language and kind in its route's params).
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../test/harness.tsx';
import { RoutePage } from '../route-page.tsx';
import Page from './policy-page.tsx';

beforeAll(() => loadMessages('ru'));

describe('a policy page', () => {
  it('shows the text’s own title, its date written out and its sections', async () => {
    const api = fakeApi({
      'GET /content/policy/en/kyc': {
        body: {
          title: 'Политика проверки личности (KYC)',
          updated_at: '2026-09-15',
          sections: [
            { heading: '1. Зачем', paragraphs: ['Первый абзац.', 'Второй абзац.'] },
            { heading: '2. Когда', paragraphs: ['Третий абзац.'] },
          ],
        },
      },
    });
    renderWithApp(<Page lang="en" slug="kyc" />, { fetch: api.fetch });
    expect(await screen.findByRole('heading', { level: 2, name: '2. Когда' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Политика проверки личности (KYC)',
    );
    expect(screen.getByText(/^Обновлено 15 сентября 2026/)).toBeVisible();
    expect(screen.getByText('Второй абзац.')).toBeVisible();
    // The text is asked for in the interface language.
    expect(api.calls('GET /content/policy/en/kyc')[0]?.headers.get('Accept-Language')).toBe('ru');
  });

  it.each([
    ['policyKyc', '/policy/en/kyc'],
    ['policyEnAgreement', '/policy/en/user-agreement'],
    ['policyConfidential', '/policy/ru/confidential'],
    ['policyRuAgreement', '/policy/ru/user-agreement'],
  ] as const)(
    '%s shows the policy of its address, %s (its route table params)',
    async (name, path) => {
      const api = fakeApi({
        [`GET /content${path}`]: {
          body: { title: `Текст ${path}`, updated_at: '2026-09-15', sections: [] },
        },
      });
      renderWithApp(<RoutePage name={name} />, { fetch: api.fetch, path });
      expect(await screen.findByRole('heading', { level: 1, name: `Текст ${path}` })).toBeVisible();
    },
  );
});
