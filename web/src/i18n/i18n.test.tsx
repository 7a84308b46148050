// What a reader sees of the message machinery: a module's message groups load
// before it renders (never a raw key), and codes the server sends are looked up
// at run time, falling back to what the caller shows instead.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  I18nProvider,
  loadLocale,
  loadMessageGroup,
  translateServerMessage,
  useI18n,
  withMessages,
} from './i18n.tsx';
import { MESSAGE_GROUPS } from './message-groups.ts';

function BettingLead() {
  const { t } = useI18n();
  return <p>{t('betting.lead')}</p>;
}

describe('message groups', () => {
  it('render a module only once the groups it names are loaded', async () => {
    const { default: Page } = withMessages(
      { default: BettingLead, messages: [MESSAGE_GROUPS.betting] },
      <p>waiting</p>,
    );
    render(
      <I18nProvider locale="ru">
        <Page />
      </I18nProvider>,
    );
    expect(screen.getByText('waiting')).toBeVisible();
    expect(
      await screen.findByText(
        'Футбол, хоккей, теннис, баскетбол и киберспорт: до матча и в лайве, с коэффициентами, которые меняются по ходу игры.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('betting.lead')).toBeNull();
  });
});

describe('a language switch', () => {
  it('keeps the page on screen, in the old words, until the new ones (its groups too) are there', async () => {
    const { default: Page } = withMessages(
      {
        default: function Counter() {
          const { t } = useI18n();
          const [count, setCount] = useState(0);
          return (
            <button type="button" onClick={() => setCount(count + 1)}>
              {t('betting.lead')} {count}
            </button>
          );
        },
        messages: [MESSAGE_GROUPS.betting],
      },
      <p>waiting</p>,
    );
    const view = render(
      <I18nProvider locale="ru">
        <Page />
      </I18nProvider>,
    );
    const button = await screen.findByRole('button');
    const ru = button.textContent;
    fireEvent.click(button);
    view.rerender(
      <I18nProvider locale="kz">
        <Page />
      </I18nProvider>,
    );
    // Never the placeholder, never a key: the Russian page until Kazakh is loaded.
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByRole('button').textContent).toBe(ru?.replace(' 0', ' 1'));
    await waitFor(() =>
      expect(screen.getByRole('button').textContent).not.toBe(ru?.replace(' 0', ' 1')),
    );
    // The same component, its state kept, now in Kazakh.
    expect(screen.getByRole('button').textContent).toMatch(/[әіңғүұқөһ].* 1$/i);
    expect(screen.getByRole('button').textContent).not.toContain('betting.lead');
  });
});

describe('server messages', () => {
  it('translate a code through its error.* key, in the locale or else en', async () => {
    await loadLocale('en');
    expect(translateServerMessage('en', 'validation.email')).toBe('Enter a valid e-mail address.');
    expect(translateServerMessage('ru', 429)).toBe('Слишком много попыток. Подождите немного.');
  });

  // The codes the sandbox's account routes answer (scripts/sandbox/routes/accounts.ts),
  // in the account group: every form that can get them loads it.
  it.each([
    'validation.unique',
    'validation.code',
    'validation.token',
    'validation.confirmed',
    'validation.old_password',
    'validation.timezone',
    'auth.failed',
  ])(
    'translate the account code %s in ru, en and kz once the player group is loaded',
    async (code) => {
      await Promise.all(
        (['ru', 'en', 'kz'] as const).map(async (l) => {
          await loadLocale(l);
          await loadMessageGroup(MESSAGE_GROUPS.player, l);
        }),
      );
      const texts = (['ru', 'en', 'kz'] as const).map((l) => translateServerMessage(l, code));
      for (const text of texts) expect(text).toMatch(/\S/);
      expect(new Set(texts).size).toBe(3);
    },
  );

  it('have no message for an unknown code, nor for a code naming a group of messages', () => {
    expect(translateServerMessage('ru', 'Promo code expired')).toBeUndefined();
    expect(translateServerMessage('ru', 'validation')).toBeUndefined();
    expect(translateServerMessage('ru', 418)).toBeUndefined();
  });
});
