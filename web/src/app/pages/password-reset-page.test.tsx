// /password/reset against a fake API: recovery by e-mail asks for a code,
// confirms it for a reset token and sets the new password with that token,
// in that order.
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../test/harness.tsx';
import PasswordResetPage from './password-reset-page.tsx';

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

beforeAll(() => loadMessages('ru'));

describe('password recovery', () => {
  it('by e-mail: asks for a code, confirms it for a reset token, sets the new password', async () => {
    const api = fakeApi({
      'POST /api/v2/auth/password/email/forgot': { body: { success: true } },
      'POST /api/v2/auth/password/email/code/confirm': { body: { data: { reset_token: 'rt-9' } } },
      'POST /api/v2/auth/password/email/reset/token': { body: { success: true } },
    });
    renderWithApp(<PasswordResetPage />, { fetch: api.fetch });
    type(await screen.findByLabelText('E-mail').then(() => 'E-mail'), 'player@example.com');
    click('Получить код');
    type(await screen.findByLabelText('Код').then(() => 'Код'), '4821');
    click('Подтвердить код');
    type(await screen.findByLabelText('Новый пароль').then(() => 'Новый пароль'), 'n3w-pass');
    type('Повторите пароль', 'n3w-pass');
    click('Сохранить пароль');
    expect(await screen.findByText('Пароль изменён.')).toBeVisible();
    expect(api.seen.map((s) => [s.path, s.body])).toEqual([
      ['/api/v2/auth/password/email/forgot', { email: 'player@example.com' }],
      ['/api/v2/auth/password/email/code/confirm', { email: 'player@example.com', code: '4821' }],
      [
        '/api/v2/auth/password/email/reset/token',
        { token: 'rt-9', password: 'n3w-pass', password_confirmation: 'n3w-pass' },
      ],
    ]);
  });
});
