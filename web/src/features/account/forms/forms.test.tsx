// The account forms against a fake API: client-side validation, the requests
// they send, 422 field messages, captcha messages ignored, analytics events.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAnalyticsProvider } from '../../../shared/lib/analytics.ts';
import { useApi } from '../../../shared/lib/api.tsx';
import { fakeApi, loadMessages, renderWithApp, testProfile } from '../../../test/harness.tsx';
import { CodeLogin } from './code-login.tsx';
import { PasswordChangeForm, PasswordSetForm } from './password-change.tsx';
import { PasswordLogin } from './password-login.tsx';
import { RegisterForm } from './register-form.tsx';

const profile = testProfile();

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const events: { name: string; data?: Record<string, unknown> }[] = [];

beforeAll(async () => {
  await loadMessages('ru');
  setAnalyticsProvider((event) => events.push(event));
});

afterEach(() => {
  events.length = 0;
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
});

describe('password login', () => {
  it('checks the fields before sending anything', async () => {
    const api = fakeApi({});
    renderWithApp(<PasswordLogin channel="email" onDone={() => undefined} />, { fetch: api.fetch });
    click('Войти');
    expect(await screen.findByText('Введите корректный e-mail.')).toBeVisible();
    expect(screen.getByText('Не меньше 6 символов.')).toBeVisible();
    expect(api.seen).toEqual([]);
  });

  it('logs in by e-mail, keeps the token and loads the profile', async () => {
    const api = fakeApi({
      'POST /api/v2/auth/login/email/password': {
        body: { success: true, token: 'tok-1', sso: null },
      },
      'GET /profile/user': { body: profile },
    });
    const onDone = vi.fn();
    const { tokens } = renderWithApp(<PasswordLogin channel="email" onDone={onDone} />, {
      fetch: api.fetch,
    });
    type('E-mail', ' player@example.com ');
    type('Пароль', 's3cret-pass');
    click('Войти');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.calls('POST /api/v2/auth/login/email/password')[0]?.body).toEqual({
      email: 'player@example.com',
      password: 's3cret-pass',
    });
    expect(tokens.get()).toBe('tok-1');
  });

  it.each([
    ['no token', { success: true }],
    ['a null token', { success: true, token: null }],
    ['a number token', { success: true, token: 12345 }],
    ['an empty token', { success: true, token: '' }],
  ])(
    'an answer with %s is a failed login: the generic message, nothing stored',
    async (_, answer) => {
      const api = fakeApi({
        'POST /api/v2/auth/login/email/password': { body: answer },
        'GET /profile/user': { body: profile },
      });
      const onDone = vi.fn();
      const { tokens } = renderWithApp(<PasswordLogin channel="email" onDone={onDone} />, {
        fetch: api.fetch,
      });
      type('E-mail', 'player@example.com');
      type('Пароль', 's3cret-pass');
      click('Войти');
      expect(await screen.findByText('Что-то пошло не так. Попробуйте ещё раз.')).toBeVisible();
      expect(tokens.get()).toBeNull();
      expect(Cookies.get('bearerToken')).toBeUndefined();
      expect(api.calls('GET /profile/user')).toEqual([]);
      expect(onDone).not.toHaveBeenCalled();
    },
  );

  it('shows 422 messages under their fields, translated, and reports the failure', async () => {
    const api = fakeApi({
      'POST /api/v2/auth/login/phone/password': {
        status: 422,
        body: {
          message: 'x',
          errors: { phone: ['validation.required'], password: ['auth.failed'] },
        },
      },
    });
    renderWithApp(<PasswordLogin channel="phone" onDone={() => undefined} />, { fetch: api.fetch });
    type('Телефон', '9161234567');
    type('Пароль', 's3cret-pass');
    click('Войти');
    expect(await screen.findByText('Это поле обязательно.')).toBeVisible();
    // A wrong login or password is the form's, whatever field the API names.
    expect(screen.getByText('Неверный логин или пароль.').className).toBe('form-error');
    expect(screen.getByLabelText('Пароль')).not.toHaveAttribute('aria-invalid');
    expect(api.calls('POST /api/v2/auth/login/phone/password')[0]?.body).toEqual({
      phone: '79161234567',
      password: 's3cret-pass',
    });
    expect(events).toEqual([
      { name: 'login_error', data: { error: 'validation.required, auth.failed' } },
    ]);
  });

  it('reports "error 500" when the server fails without messages', async () => {
    const api = fakeApi({
      'POST /api/v2/auth/login/email/password': { status: 500, body: { message: 'Server Error' } },
    });
    renderWithApp(<PasswordLogin channel="email" onDone={() => undefined} />, { fetch: api.fetch });
    type('E-mail', 'a@b.cd');
    type('Пароль', 'secret1');
    click('Войти');
    expect(
      await screen.findByText('Сервер не смог обработать запрос. Попробуйте позже.'),
    ).toBeVisible();
    expect(events).toEqual([{ name: 'login_error', data: { error: 'error 500' } }]);
  });
});

describe('code login', () => {
  it('asks for an SMS code, logs in with it, and resends with type=sms', async () => {
    const api = fakeApi({
      'POST /api/v2/auth/login/phone/verification': { body: { success: true } },
      'POST /api/v2/auth/login/phone/code/resend': { body: { success: true } },
      'POST /api/v2/auth/login/phone/code': { body: { success: true, token: 'tok-2' } },
      'GET /profile/user': { body: profile },
    });
    const onDone = vi.fn();
    renderWithApp(<CodeLogin channel="phone" onDone={onDone} />, { fetch: api.fetch });
    type('Телефон', '+7 701 123 45 67');
    click('Получить код');
    await screen.findByLabelText('Код');
    expect(api.calls('POST /api/v2/auth/login/phone/verification')[0]?.body).toEqual({
      phone: '77011234567',
    });
    click('Отправить код ещё раз');
    await waitFor(() =>
      expect(api.calls('POST /api/v2/auth/login/phone/code/resend')).toHaveLength(1),
    );
    expect(api.calls('POST /api/v2/auth/login/phone/code/resend')[0]?.search).toBe('?type=sms');
    type('Код', '12');
    click('Войти');
    expect(await screen.findByText('Введите код: от 4 до 8 цифр.')).toBeVisible();
    type('Код', '4821');
    click('Войти');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const login = api.calls('POST /api/v2/auth/login/phone/code')[0];
    expect(login?.search).toBe('?type=sms');
    expect(login?.body).toEqual({ phone: '77011234567', code: '4821' });
  });
});

/** Sets the region the region check found, as the app's geo gate does before a dialog opens. */
function RegionFound({ region }: { region: string }) {
  const { setRegion } = useApi();
  useState(() => setRegion(region));
  return null;
}

describe('registration', () => {
  it('asks the age of the visitor’s region: 18 in Russia, 21 in Kazakhstan and where the region is unknown', async () => {
    const api = fakeApi({});
    const { unmount } = renderWithApp(
      <>
        <RegionFound region="RU" />
        <RegisterForm channel="email" onDone={() => undefined} />
      </>,
      { fetch: api.fetch },
    );
    expect(
      screen.getByLabelText('Мне исполнилось 18, я принимаю пользовательское соглашение'),
    ).toBeInTheDocument();
    // The agreement can be read from the form, in a tab of its own.
    const agreement = screen.getByRole('link', { name: 'пользовательское соглашение' });
    expect(agreement).toHaveAttribute('href', '/policy/ru/user-agreement');
    expect(agreement).toHaveAttribute('target', '_blank');
    unmount();
    await loadMessages('kz');
    renderWithApp(
      <>
        <RegionFound region="KZ" />
        <RegisterForm channel="email" onDone={() => undefined} />
      </>,
      { fetch: api.fetch, path: '/kz/', localeFromPath: true },
    );
    expect(
      await screen.findByLabelText('Маған 21 жас толды, пайдаланушы келісімін қабылдаймын'),
    ).toBeInTheDocument();
    click('Тіркелу');
    expect(
      await screen.findByText(
        '21 жасқа толғаныңызды және пайдаланушы келісімін қабылдайтыныңызды растаңыз.',
      ),
    ).toBeVisible();
  });

  it('starts a visitor from Kazakhstan with tenge and a Kazakh phone, one from Russia with roubles', () => {
    const api = fakeApi({});
    const { unmount } = renderWithApp(
      <>
        <RegionFound region="KZ" />
        <RegisterForm channel="phone" onDone={() => undefined} />
      </>,
      { fetch: api.fetch },
    );
    expect(screen.getByRole('combobox', { name: 'Валюта' })).toHaveValue('KZT');
    expect(screen.getByRole('combobox', { name: 'Код страны' })).toHaveValue('kz');
    unmount();
    renderWithApp(
      <>
        <RegionFound region="RU" />
        <RegisterForm channel="phone" onDone={() => undefined} />
      </>,
      { fetch: api.fetch },
    );
    expect(screen.getByRole('combobox', { name: 'Валюта' })).toHaveValue('RUB');
    expect(screen.getByRole('combobox', { name: 'Код страны' })).toHaveValue('ru');
    // Every other currency is there, named in words: tenge too.
    const options = [
      ...(screen.getByRole('combobox', { name: 'Валюта' }) as HTMLSelectElement).options,
    ].map((o) => o.textContent);
    expect(options).toContain('Российский рубль (RUB, ₽)');
    expect(options).toContain('Казахстанский тенге (KZT, ₸)');
    expect(options).toHaveLength(7);
  });

  it('sends the form with fpp, promo, stag, partner and adplace from their cookies, and joins VIP when asked', async () => {
    Cookies.set('promo', 'WELCOME100');
    Cookies.set('stag', '1234_abcd');
    Cookies.set('partner', '77');
    Cookies.set('adplace', 'banner-top');
    localStorage.setItem('fingerprint', 'fp-42');
    const api = fakeApi({
      'POST /api/v2/auth/register/email': { body: { token: 'tok-3' } },
      'POST /api/v2/vip/join': { body: { success: true } },
      'GET /profile/user': { body: profile },
    });
    const onDone = vi.fn();
    renderWithApp(<RegisterForm channel="email" onDone={onDone} requestVip />, {
      fetch: api.fetch,
    });
    type('E-mail', 'new@example.com');
    type('Пароль', 'n3w-pass');
    click('Регистрация');
    expect(
      await screen.findByText(
        'Подтвердите, что вам исполнилось 21 и вы принимаете пользовательское соглашение.',
      ),
    ).toBeVisible();
    expect(api.seen).toEqual([]);
    fireEvent.click(
      screen.getByLabelText('Мне исполнилось 21, я принимаю пользовательское соглашение'),
    );
    click('Регистрация');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.calls('POST /api/v2/auth/register/email')[0]?.body).toEqual({
      email: 'new@example.com',
      password: 'n3w-pass',
      currency: 'RUB',
      fpp: 'fp-42',
      promo: 'WELCOME100',
      stag: '1234_abcd',
      partner: '77',
      adplace: 'banner-top',
    });
    await waitFor(() =>
      expect(api.calls('POST /api/v2/vip/join')[0]?.body).toEqual({
        request_type: 'register_modal',
      }),
    );
  });

  it('does not show captcha messages, shows the rest, and reports promo errors separately', async () => {
    const api = fakeApi({
      'POST /api/v2/auth/register/phone': {
        status: 422,
        body: {
          message: 'x',
          errors: {
            captcha: ['Captcha required'],
            phone: ['validation.required'],
            promo: ['Promo code expired'],
          },
        },
      },
    });
    renderWithApp(<RegisterForm channel="phone" onDone={() => undefined} />, { fetch: api.fetch });
    type('Телефон', '9161234567');
    type('Пароль', 'n3w-pass');
    fireEvent.click(
      screen.getByLabelText('Мне исполнилось 21, я принимаю пользовательское соглашение'),
    );
    click('Регистрация');
    expect(await screen.findByText('Это поле обязательно.')).toBeVisible();
    expect(screen.getByText('Promo code expired')).toBeVisible();
    expect(screen.queryByText(/captcha/i)).toBeNull();
    expect(events).toEqual([
      { name: 'registration_error', data: { error: 'validation.required, Promo code expired' } },
      { name: 'promocode_error', data: { error: 'Promo code expired' } },
    ]);
    expect(api.calls('POST /api/v2/vip/join')).toEqual([]);
  });

  it('an e-mail already taken (validation.unique, as the sandbox answers): the translated message under the field, the values kept', async () => {
    const api = fakeApi({
      'POST /api/v2/auth/register/email': {
        status: 422,
        body: { message: 'x', errors: { email: ['validation.unique'] } },
      },
    });
    renderWithApp(<RegisterForm channel="email" onDone={() => undefined} />, { fetch: api.fetch });
    type('E-mail', 'taken@example.com');
    type('Пароль', 'n3w-pass');
    fireEvent.click(
      screen.getByLabelText('Мне исполнилось 21, я принимаю пользовательское соглашение'),
    );
    click('Регистрация');
    const message = await screen.findByText('Это значение уже занято.');
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    expect(email.value).toBe('taken@example.com');
    expect((screen.getByLabelText('Пароль') as HTMLInputElement).value).toBe('n3w-pass');
  });
});

describe('passwords in the profile', () => {
  it('change: a 422 shows the old_password, new_password and password_confirm messages under their fields', async () => {
    const api = fakeApi({
      'POST /password/update': {
        status: 422,
        body: {
          message: 'x',
          errors: {
            old_password: ['Wrong password'],
            new_password: ['Too weak'],
            password_confirm: ['Does not match'],
          },
        },
      },
    });
    renderWithApp(<PasswordChangeForm />, { fetch: api.fetch, token: 't' });
    type('Текущий пароль', 'old-pass');
    type('Новый пароль', 'n3w-pass');
    type('Повторите пароль', 'n3w-pass');
    click('Сменить пароль');
    expect(await screen.findByText('Wrong password')).toBeVisible();
    expect(screen.getByText('Too weak')).toBeVisible();
    expect(screen.getByText('Does not match')).toBeVisible();
    expect(api.calls('POST /password/update')[0]?.body).toEqual({
      old_password: 'old-pass',
      password: 'n3w-pass',
      password_confirm: 'n3w-pass',
    });
  });

  it('change: mismatched passwords never leave the browser', async () => {
    const api = fakeApi({});
    renderWithApp(<PasswordChangeForm />, { fetch: api.fetch, token: 't' });
    type('Текущий пароль', 'old-pass');
    type('Новый пароль', 'n3w-pass');
    type('Повторите пароль', 'other-pass');
    click('Сменить пароль');
    expect(await screen.findByText('Пароли не совпадают.')).toBeVisible();
    expect(api.seen).toEqual([]);
  });

  it('set: a 422 shows the first password message, else the confirm message', async () => {
    let errors: Record<string, string[]> = {
      password: ['First problem', 'Second problem'],
      confirm_password: ['Confirm problem'],
    };
    const api = fakeApi({
      'POST /api/v2/auth/password/set': () => ({ status: 422, body: { message: 'x', errors } }),
    });
    renderWithApp(<PasswordSetForm />, { fetch: api.fetch, token: 't' });
    type('Новый пароль', 'n3w-pass');
    type('Повторите пароль', 'n3w-pass');
    click('Установить пароль');
    expect(await screen.findByText('First problem')).toBeVisible();
    expect(screen.queryByText('Second problem')).toBeNull();
    expect(screen.queryByText('Confirm problem')).toBeNull();
    errors = { confirm_password: ['Confirm problem'] };
    click('Установить пароль');
    expect(await screen.findByText('Confirm problem')).toBeVisible();
    expect(api.calls('POST /api/v2/auth/password/set')[0]?.body).toEqual({
      password: 'n3w-pass',
      confirm_password: 'n3w-pass',
    });
  });
});
