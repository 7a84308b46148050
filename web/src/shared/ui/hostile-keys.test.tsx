// Server strings named after Object.prototype's members (`valueOf`,
// `constructor`, `__proto__`, `hasOwnProperty`) as field names or messages of
// an `errors` object: shown as text or dropped, never a TypeError.
import { ApiError } from '@casino/sdk';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider, translateServerMessage } from '../../i18n/i18n.tsx';
import { loadMessages } from '../../test/harness.tsx';
import { FormError, useSubmit } from './forms.tsx';
import { errorNotification } from './notify.tsx';

const HOSTILE = ['constructor', '__proto__', 'valueOf', 'hasOwnProperty', 'toString'];

/** A 422 whose field names and messages are all hostile keys (JSON.parse makes `__proto__` an own key). */
const hostile422 = () =>
  new ApiError({
    kind: 'http',
    status: 422,
    message: 'x',
    body: JSON.parse(
      JSON.stringify({
        message: 'Invalid',
        errors: Object.fromEntries([
          ...HOSTILE.map((key) => [key, [key]]),
          ['email', ['constructor.name']],
        ]),
      }),
    ),
  });

beforeAll(() => loadMessages('ru'));

describe('hostile keys from the server', () => {
  it('name no message: translateServerMessage gives undefined, never a prototype member', () => {
    for (const code of [
      ...HOSTILE,
      'constructor.name',
      '__proto__.valueOf',
      'toString.length',
      'validation.email.at',
      'unexpected.toUpperCase',
    ]) {
      expect(translateServerMessage('ru', code), code).toBeUndefined();
    }
    expect(translateServerMessage('ru', 'validation.email')).toBe(
      'Введите корректный адрес e-mail.',
    );
  });

  it('show as text in a notification, one line each', () => {
    window.history.replaceState(null, '', '/');
    expect(errorNotification(hostile422()).lines).toEqual([...HOSTILE, 'constructor.name']);
  });

  it('map to a form without a TypeError: unknown fields go to the form message as text', async () => {
    function Form() {
      const form = useSubmit({ fields: ['email', 'password'] });
      return (
        <I18nProvider locale="ru">
          <button
            type="button"
            onClick={() =>
              form.run(async () => {
                throw hostile422();
              })
            }
          >
            go
          </button>
          <span data-testid="email">{form.errors.email}</span>
          <span data-testid="keys">{Object.keys(form.errors).join(',')}</span>
          <FormError message={form.formError} />
        </I18nProvider>
      );
    }
    render(<Form />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'go' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(HOSTILE.join('\n'));
    expect(screen.getByTestId('email').textContent).toBe('constructor.name');
    expect(screen.getByTestId('keys').textContent).toBe('email');
  });
});
