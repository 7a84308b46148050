import { ApiError } from '@casino/sdk';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadLocale } from '../../i18n/i18n.tsx';
import { errorNotification, Notifications, notifyError } from './notify.tsx';

const http422 = (errors: Record<string, string[]>) =>
  new ApiError({ kind: 'http', status: 422, message: 'x', body: { message: 'Invalid', errors } });

describe('error notifications', () => {
  it('translate each line of the errors object through error.* keys, in the page language', async () => {
    window.history.replaceState(null, '', '/en/profile');
    await loadLocale('en');
    expect(
      errorNotification(http422({ email: ['validation.email'], password: ['auth.failed'] })),
    ).toEqual({
      title: 'Error',
      lines: ['Enter a valid e-mail address.', 'Wrong login or password.'],
    });
    window.history.replaceState(null, '', '/profile');
    expect(errorNotification(http422({ email: ['validation.email'] }))).toEqual({
      title: 'Ошибка',
      lines: ['Введите корректный адрес e-mail.'],
    });
  });

  it('show a line without a translation as the server sent it, and name network and server failures', () => {
    window.history.replaceState(null, '', '/');
    expect(errorNotification(http422({ promo: ['Promo code expired'] })).lines).toEqual([
      'Promo code expired',
    ]);
    expect(errorNotification(new ApiError({ kind: 'network', message: 'x' })).lines).toEqual([
      'Нет связи с сервером. Проверьте подключение к интернету.',
    ]);
    expect(
      errorNotification(new ApiError({ kind: 'http', status: 503, message: 'x' })).lines[0],
    ).toContain('Сервер');
  });

  it('render server strings as text, one per line, under the error title', async () => {
    window.history.replaceState(null, '', '/');
    // The renderer loads on the first notification: here before it, so the wait is for the notification.
    await import('./toaster.tsx');
    render(<Notifications />);
    act(() => {
      notifyError(
        http422({ name: ['<img src=x onerror="alert(1)">'], email: ['validation.email'] }),
      );
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ошибка');
    expect(alert.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(alert.querySelector('img')).toBeNull();
    expect(alert.querySelectorAll('.notification__line')).toHaveLength(2);
  });
});
