// /profile/setting against a fake API: the settings form sends the locale, time
// zone and hide flags as the player set them, and a refusal is a notification
// titled by error.{code} with the server's lines.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Notifications } from '../../shared/ui/notify.tsx';
import { fakeApi, loadMessages, renderWithApp, testProfile } from '../../test/harness.tsx';
import ProfileSettingPage from './profile-setting-page.tsx';

const profile = testProfile();

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

beforeAll(() => loadMessages('ru'));

describe('settings', () => {
  it('sends locale, timezone and the hide flags; a failure is titled by error.{code}', async () => {
    let fail = false;
    const api = fakeApi({
      'GET /profile/user': { body: profile },
      'PUT /profile/settings': () =>
        fail
          ? {
              status: 422,
              body: { message: 'x', code: 422, errors: { timezone: ['Unknown zone'] } },
            }
          : { body: { success: true } },
    });
    render(<Notifications />);
    renderWithApp(<ProfileSettingPage />, { fetch: api.fetch, token: 't' });
    // The profile's schema check loads on demand first (slow on a busy machine).
    fireEvent.click(await screen.findByLabelText('Скрывать мою статистику', {}, { timeout: 5000 }));
    click('Сохранить');
    await waitFor(() => expect(api.calls('PUT /profile/settings')).toHaveLength(1));
    expect(api.calls('PUT /profile/settings')[0]?.body).toEqual({
      locale: 'ru',
      timezone: 'Europe/Moscow',
      is_avatar_hidden: false,
      is_statistics_hidden: true,
    });
    fail = true;
    await act(async () => click('Сохранить'));
    // The notification renderer loads on the first notification.
    const alert = await waitFor(
      () => {
        const found = document.querySelector('.notification--error');
        if (!found) throw new Error('no error notification yet');
        return found;
      },
      { timeout: 5000 },
    );
    expect(alert.textContent).toContain('Проверьте введённые данные.');
    expect(alert.textContent).toContain('Unknown zone');
  });
});
