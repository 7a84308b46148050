// The FAQ as a visitor sees it: questions under their topic's heading
// (unknown or missing topics under "Other"), an answer that opens from its
// question, and questions without topics as one list.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../test/harness.tsx';
import FaqPage from './faq-page.tsx';

beforeAll(() => loadMessages('ru'));

describe('the FAQ', () => {
  it('groups the questions under their topics, in the topics’ order, and opens an answer', async () => {
    const api = fakeApi({
      'GET /content/faq': {
        body: {
          data: [
            { id: 1, question: 'Как вывести?', answer: 'Через профиль.', category: 'withdrawals' },
            { id: 2, question: 'Как войти?', answer: 'По коду.', category: 'accounts' },
            { id: 3, question: 'Что такое сид?', answer: 'Строка.', category: 'fairness' },
            { id: 4, question: 'Есть приложение?', answer: 'Да.', category: 'apps' },
            { id: 5, question: 'Минимум вывода?', answer: '100 ₽.', category: 'withdrawals' },
            { id: 6, question: 'Где правила?', answer: 'Внизу.' },
          ],
        },
      },
    });
    renderWithApp(<FaqPage />, { fetch: api.fetch });
    await screen.findByText('Как вывести?');
    const topics = screen.getAllByRole('region');
    expect(
      topics.map((topic) => [
        within(topic).getByRole('heading').textContent,
        ...[...topic.querySelectorAll('summary')].map((s) => s.textContent),
      ]),
    ).toEqual([
      ['Аккаунт и вход', 'Как войти?'],
      ['Вывод средств', 'Как вывести?', 'Минимум вывода?'],
      ['Честная игра', 'Что такое сид?'],
      ['Другие вопросы', 'Есть приложение?', 'Где правила?'],
    ]);
    expect(screen.getByText('100 ₽.')).not.toBeVisible();
    fireEvent.click(screen.getByText('Минимум вывода?'));
    expect(screen.getByText('100 ₽.')).toBeVisible();
  });

  it('lists questions without any topic as one list, with no heading', async () => {
    const api = fakeApi({
      'GET /content/faq': {
        body: { data: [{ id: 1, question: 'Как пополнить?', answer: 'Кнопкой.' }] },
      },
    });
    renderWithApp(<FaqPage />, { fetch: api.fetch });
    await screen.findByText('Как пополнить?');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});
