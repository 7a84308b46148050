// Confirming the phone on /profile/access against a fake API: the code is
// sent to the profile's own phone, a malformed code is refused before any
// call, a wrong one shows the server's message under the field and keeps it,
// the right one reloads the profile, which then says confirmed; the resend
// uses its own call. A confirmed e-mail is not offered again.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp, testProfile } from '../../test/harness.tsx';
import ProfileAccessPage from './profile-access-page.tsx';

beforeAll(() => loadMessages('ru'));

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const typeCode = (value: string) =>
  fireEvent.change(screen.getByLabelText('Код'), { target: { value } });

describe('confirming the phone on /profile/access', () => {
  it('sends a code to the profile phone, refuses a wrong one under the field, confirms the right one', async () => {
    let verified = false;
    const api = fakeApi({
      'GET /profile/user': () => ({ body: testProfile({ is_phone_verified: verified }) }),
      'POST /api/v2/auth/phone/send': { body: { success: true } },
      'POST /api/v2/auth/phone/resend': { body: { success: true } },
      'POST /api/v2/auth/phone/verify/code': ({ body }) => {
        if ((body as { code: string }).code !== '1234')
          return {
            status: 422,
            body: { message: 'invalid', errors: { code: ['validation.code'] } },
          };
        verified = true;
        return { body: { success: true } };
      },
    });
    renderWithApp(<ProfileAccessPage />, { fetch: api.fetch, token: 'tok' });

    expect(await screen.findByText('Подтвердите телефон: мы пришлём код в SMS.')).toBeVisible();
    // The e-mail of this profile is confirmed already: nothing to offer for it.
    expect(screen.queryByText(/Подтвердите e-mail/)).toBeNull();
    click('Получить код');
    await screen.findByLabelText('Код');
    expect(api.calls('POST /api/v2/auth/phone/send')[0]?.body).toEqual({ phone: '79161234567' });

    typeCode('12');
    click('Подтвердить');
    expect(await screen.findByText('Введите код: от 4 до 8 цифр.')).toBeVisible();
    expect(api.calls('POST /api/v2/auth/phone/verify/code')).toHaveLength(0);

    typeCode('9999');
    click('Подтвердить');
    expect(await screen.findByText('Неверный код.')).toBeVisible();
    expect(screen.getByLabelText('Код')).toHaveValue('9999');

    click('Отправить код ещё раз');
    await waitFor(() => expect(api.calls('POST /api/v2/auth/phone/resend')).toHaveLength(1));

    typeCode('1234');
    click('Подтвердить');
    await waitFor(() =>
      expect(screen.queryByText('Подтвердите телефон: мы пришлём код в SMS.')).toBeNull(),
    );
    expect(api.calls('POST /api/v2/auth/phone/verify/code').at(-1)?.body).toEqual({
      phone: '79161234567',
      code: '1234',
    });
    const row = screen.getByText('Телефон подтверждён').closest('div');
    expect(row?.textContent).toContain('да');
  });

  it('offers the e-mail when it is the one not confirmed, with the e-mail calls', async () => {
    const api = fakeApi({
      'GET /profile/user': {
        body: testProfile({ phone: null, is_email_verified: false }),
      },
      'POST /api/v2/auth/email/send': { body: { success: true } },
    });
    renderWithApp(<ProfileAccessPage />, { fetch: api.fetch, token: 'tok' });
    expect(await screen.findByText('Подтвердите e-mail: мы пришлём код в письме.')).toBeVisible();
    expect(screen.queryByText(/Подтвердите телефон/)).toBeNull();
    click('Получить код');
    await screen.findByLabelText('Код');
    expect(api.calls('POST /api/v2/auth/email/send')[0]?.body).toEqual({
      email: 'player@example.com',
    });
  });
});
