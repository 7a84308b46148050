import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResponsibleLimits } from '../../shared/domain/responsible.ts';
import { fakeApi, loadMessages, renderWithApp, testProfile } from '../../test/harness.tsx';
import { limitsAnswer, NO_LIMIT } from '../../test/responsible.ts';
import { ResponsibleSection } from './components/responsible-section.tsx';

const NOW = Date.parse('2026-11-24T12:00:00Z');

const none = NO_LIMIT;

/** Limits as GET /responsible/limits answers them: none set unless told. */
const limits = limitsAnswer;

beforeAll(async () => {
  for (const locale of ['en', 'kz', 'ru'] as const) await loadMessages(locale);
});
afterEach(() => {
  vi.useRealTimers();
});

const section = (region: 'RU' | 'KZ' = 'RU') => (
  <ResponsibleSection profile={testProfile({ region, timezone: 'UTC' })} />
);

/** The form of one kind of limit, by its legend. */
const formOf = async (legend: string) =>
  (await screen.findByRole('group', { name: legend })).closest('form') as HTMLFormElement;

describe('the limits', () => {
  it('sends only what changed; the decrease applies, the raise waits and is listed with its date', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const before = limits({
      deposit: { day: 1000, week: 2000, month: null },
      remaining: { deposit: { day: 500, week: 1500, month: null }, loss: none, wager: none },
    });
    const api = fakeApi({
      'GET /responsible/limits': { body: before },
      'GET /responsible/activity': { status: 404 },
      'PUT /responsible/limits': {
        body: limits({
          deposit: { day: 300, week: 2000, month: null },
          remaining: { deposit: { day: 0, week: 1500, month: null }, loss: none, wager: none },
          pending: [
            {
              limit: 'deposit',
              period: 'week',
              value: 5000,
              requested_at: '2026-11-24T12:00:00Z',
              effective_at: '2026-11-25T12:00:00Z',
            },
          ],
        }),
      },
    });
    renderWithApp(section(), { fetch: api.fetch, token: 't' });
    const form = await formOf('Лимит пополнений');
    expect(within(form).getByText(/^Сегодня осталось 500\s₽$/)).toBeTruthy();
    expect(within(form).getByText(/^На этой неделе осталось 1\s500\s₽$/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('В день, ₽'), { target: { value: '300' } });
    fireEvent.change(within(form).getByLabelText('В неделю, ₽'), { target: { value: '5000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(form).findByText(
        'Сохранено. Более высокие лимиты начнут действовать через 24 часа.',
      ),
    ).toBeTruthy();
    expect(api.calls('PUT /responsible/limits').map((c) => c.body)).toEqual([
      { deposit: { day: 300, week: 5000 } },
    ]);
    // The week keeps its current value; the raise is in the pending list.
    expect((within(form).getByLabelText('В неделю, ₽') as HTMLInputElement).value).toBe('2000');
    expect(
      screen.getByText(/Лимит пополнений, в неделю: 5\s000\s₽ с 25 нояб\. 2026 г\., 12:00/),
    ).toBeTruthy();
    expect(screen.getByText(/Снижение лимита действует сразу/)).toBeTruthy();
  });

  it('refuses an amount with three decimals before any call, and empty removes a limit', async () => {
    const api = fakeApi({
      'GET /responsible/limits': { body: limits({ loss: { day: 100, week: null, month: null } }) },
      'PUT /responsible/limits': { body: limits() },
    });
    renderWithApp(section(), { fetch: api.fetch, token: 't' });
    const form = await formOf('Лимит проигрыша');
    const day = within(form).getByLabelText('В день, ₽');
    fireEvent.change(day, { target: { value: '10.555' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(within(form).getByRole('alert').textContent).toMatch(/не более чем двумя знаками/);
    expect(api.calls('PUT /responsible/limits')).toEqual([]);
    fireEvent.change(day, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.calls('PUT /responsible/limits').map((c) => c.body)).toEqual([
        { loss: { day: null } },
      ]),
    );
  });

  it('shows a 422 under its field and keeps what the player typed', async () => {
    const api = fakeApi({
      'GET /responsible/limits': { body: limits() },
      'PUT /responsible/limits': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { 'wager.month': ['The amount is too large.'] },
        },
      },
    });
    renderWithApp(section(), { fetch: api.fetch, token: 't' });
    const form = await formOf('Лимит ставок');
    const month = within(form).getByLabelText('В месяц, ₽') as HTMLInputElement;
    fireEvent.change(month, { target: { value: '99999999' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('The amount is too large.');
    expect(month.getAttribute('aria-invalid')).toBe('true');
    expect(month.value).toBe('99999999');
  });
});

describe('breaks', () => {
  it('starts a time-out only after the confirmation, then shows its end', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const api = fakeApi({
      'GET /responsible/limits': { body: limits() },
      'POST /responsible/timeout': {
        body: limits({
          restriction: {
            kind: 'timeout',
            period: '7d',
            started_at: '2026-11-24T12:00:00Z',
            until: '2026-12-01T12:00:00Z',
          },
        }),
      },
    });
    renderWithApp(section(), { fetch: api.fetch, token: 't' });
    fireEvent.click(await screen.findByRole('radio', { name: '7\u00a0дней' }));
    fireEvent.click(screen.getByRole('button', { name: 'Взять тайм-аут' }));
    const dialog = screen.getByRole('dialog', { name: 'Подтвердите: тайм-аут — 7\u00a0дней' });
    expect(
      within(dialog).getByText(/До 1 дек\. 2026 г\., 12:00 вы не сможете пополнять/),
    ).toBeTruthy();
    expect(within(dialog).getByText(/выводить деньги/)).toBeTruthy();
    expect(within(dialog).getByText(/нельзя отменить или сократить/)).toBeTruthy();
    expect(api.calls('POST /responsible/timeout')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Да, начать' }));
    expect(await screen.findByText('У вас тайм-аут до 1 дек. 2026 г., 12:00.')).toBeVisible();
    expect(api.calls('POST /responsible/timeout').map((c) => c.body)).toEqual([{ period: '7d' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Взять тайм-аут' })).toBeNull();
    // The notice of the break just started has the focus (the button that had it is gone).
    expect(document.activeElement).toHaveTextContent('У вас тайм-аут до 1 дек. 2026 г., 12:00.');
  });

  it('during a time-out the player can still exclude themselves, which makes the break longer', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const timeout = {
      kind: 'timeout',
      period: '24h',
      started_at: '2026-11-24T12:00:00Z',
      until: '2026-11-25T12:00:00Z',
    } as const;
    const excluded = {
      kind: 'self_exclusion',
      period: '6m',
      started_at: '2026-11-24T12:00:00Z',
      until: '2027-05-24T12:00:00Z',
    } as const;
    const api = fakeApi({
      'GET /responsible/limits': { body: limits({ restriction: timeout }) },
      'POST /responsible/self-exclusion': { body: limits({ restriction: excluded }) },
    });
    renderWithApp(section(), { fetch: api.fetch, token: 't' });
    expect(await screen.findByText('У вас тайм-аут до 25 нояб. 2026 г., 12:00.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Взять тайм-аут' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Исключить себя' }));
    fireEvent.click(screen.getByRole('button', { name: 'Да, начать' }));
    expect(await screen.findByText('Вы исключили себя до 24 мая 2027 г., 12:00.')).toBeVisible();
    expect(api.calls('POST /responsible/self-exclusion').map((c) => c.body)).toEqual([
      { period: '6m' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a permanent self-exclusion offers nothing more', async () => {
    const api = fakeApi({
      'GET /responsible/limits': {
        body: limits({
          restriction: {
            kind: 'self_exclusion',
            period: 'permanent',
            started_at: '2026-11-24T12:00:00Z',
            until: null,
          },
        }),
      },
    });
    renderWithApp(section(), { fetch: api.fetch, token: 't' });
    expect(await screen.findByText('Вы исключили себя навсегда.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Исключить себя' })).toBeNull();
  });

  it('a cancelled confirmation sends nothing', async () => {
    const api = fakeApi({ 'GET /responsible/limits': { body: limits() } });
    renderWithApp(section(), { fetch: api.fetch, token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'Исключить себя' }));
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.seen.filter((s) => s.method === 'POST')).toEqual([]);
  });

  it.each([
    ['RU', ['6 месяцев', '1 год', '3 года', '5 лет', 'Навсегда']],
    ['KZ', ['6 месяцев', '1 год', '3 года', '5 лет', '10 лет']],
  ] as const)('offers the self-exclusion periods of %s', async (region, periods) => {
    const api = fakeApi({ 'GET /responsible/limits': { body: limits() } });
    renderWithApp(section(region), { fetch: api.fetch, token: 't' });
    const box = (await screen.findByRole('heading', { name: 'Самоисключение' })).closest(
      '.break',
    ) as HTMLElement;
    expect(
      within(box)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent?.replace(/\s/g, ' ')),
    ).toEqual(periods);
  });

  it('shows the refusal of a period under the periods, translated', async () => {
    const api = fakeApi({
      'GET /responsible/limits': { body: limits() },
      'POST /responsible/self-exclusion': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { period: ['responsible.period_region'] },
        },
      },
    });
    renderWithApp(section(), { fetch: api.fetch, token: 't' });
    fireEvent.click(await screen.findByRole('radio', { name: '3\u00a0года' }));
    fireEvent.click(screen.getByRole('button', { name: 'Исключить себя' }));
    fireEvent.click(screen.getByRole('button', { name: 'Да, начать' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Этот срок недоступен в вашем регионе. Выберите другой.',
    );
    expect((screen.getByRole('radio', { name: '3\u00a0года' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});

describe('preferences', () => {
  it('saves the reality check and the automatic deposit window at once', async () => {
    const api = fakeApi({
      'GET /responsible/limits': { body: limits() },
      'PUT /responsible/limits': (seen) => ({
        body: limits(seen.body as Partial<ResponsibleLimits>),
      }),
    });
    renderWithApp(section(), { fetch: api.fetch, token: 't' });
    const minutes = await screen.findByLabelText('Интервал напоминаний, мин');
    expect((minutes as HTMLInputElement).value).toBe('60');
    fireEvent.change(minutes, { target: { value: '300' } });
    fireEvent.submit(minutes.closest('form') as HTMLFormElement);
    expect(screen.getByText('Введите целое число минут от 5 до 240.')).toBeTruthy();
    fireEvent.change(minutes, { target: { value: '30' } });
    fireEvent.submit(minutes.closest('form') as HTMLFormElement);
    await screen.findByText('Сохранено.');
    fireEvent.click(screen.getByRole('checkbox', { name: /Открывать окно пополнения/ }));
    await waitFor(() =>
      expect(api.calls('PUT /responsible/limits').map((c) => c.body)).toEqual([
        { reality_check_minutes: 30 },
        { auto_payin: false },
      ]),
    );
  });
});
