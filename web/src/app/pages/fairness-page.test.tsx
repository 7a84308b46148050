// /fairness as a visitor uses it, in each language: the scheme in words, a
// dice round checked from its seeds (the roll and the seed's hash shown, the
// hash given before play confirmed), a bad nonce named under its field with
// what was typed kept, a pasted record proved whole, a live crash round's
// point, and the tabs keeping each form's values.
import type { LocaleCode } from '@casino/sdk';
import { diceRoll, hashSeed, openRound, roundRecord } from '@casino/sdk/fair';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp, settle } from '../../test/harness.tsx';
import Page from './fairness-page.tsx';

beforeAll(async () => {
  for (const locale of ['en', 'kz', 'ru'] as const) await loadMessages(locale);
});

const SEEDS = { serverSeed: 'revealed server seed', clientSeed: 'my seed', nonce: 3 };

const render = (path: string) =>
  renderWithApp(<Page />, { fetch: fakeApi({}).fetch, path, localeFromPath: true });

const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

describe('/fairness', () => {
  it.each([
    ['ru', '/fairness', 'Честная игра', 'Проверить', 'Бросок'],
    ['en', '/en/fairness', 'Provably fair', 'Check', 'Roll'],
    ['kz', '/kz/fairness', 'Әділ ойын', 'Тексеру', 'Лақтыру'],
  ] as const)(
    'checks a dice round from its seeds in %s',
    async (_locale: LocaleCode, path, title, check, roll) => {
      render(path);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
      const inputs = screen.getAllByRole('textbox') as HTMLInputElement[];
      // Server seed, client seed, nonce, the hash shown before play.
      const [server, client, nonce, shown] = inputs;
      fireEvent.change(server as HTMLInputElement, { target: { value: SEEDS.serverSeed } });
      fireEvent.change(client as HTMLInputElement, { target: { value: SEEDS.clientSeed } });
      fireEvent.change(nonce as HTMLInputElement, { target: { value: '3' } });
      fireEvent.change(shown as HTMLInputElement, {
        target: { value: hashSeed(SEEDS.serverSeed) },
      });
      fireEvent.click(screen.getByRole('button', { name: check }));
      const value = await settle(() => screen.getByTestId('verifier-value'));
      const expected = diceRoll(SEEDS).toFixed(2);
      expect(value.textContent?.replace(/\s/g, '')).toContain(
        `${roll}:${expected.replace('.', path === '/en/fairness' ? '.' : ',')}`,
      );
      expect(screen.getByText(hashSeed(SEEDS.serverSeed))).toBeTruthy();
      expect(screen.getByRole('status').textContent).toContain(
        { ru: 'сид не менялся', en: 'the seed was not changed', kz: 'сид өзгертілмеген' }[_locale],
      );
    },
  );

  it('names a bad nonce under its field and keeps what was typed', async () => {
    render('/en/fairness');
    type(/^Server seed \(revealed/, SEEDS.serverSeed);
    type(/^Client seed/, SEEDS.clientSeed);
    type(/^Nonce \(/, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const alert = await settle(() => screen.getByRole('alert'));
    expect(alert.textContent).toBe('Enter a whole number from 1.');
    expect(field(/^Nonce \(/).value).toBe('0');
    expect(field(/^Server seed \(revealed/).value).toBe(SEEDS.serverSeed);
    expect(screen.queryByTestId('verifier-value')).toBeNull();
  });

  it('proves a pasted dice record, and keeps the seeds form’s values across the tabs', async () => {
    render('/en/fairness');
    type(/^Server seed \(revealed/, 'kept');
    fireEvent.click(screen.getByRole('tab', { name: 'Round record' }));
    const record = roundRecord(
      openRound('dice', { direction: 'over', target: 50 }, 1000, SEEDS, 'RUB'),
      {
        id: 'dice-9',
        currency: 'RUB',
        seeds: SEEDS,
        serverSeedHash: hashSeed(SEEDS.serverSeed),
        revealed: true,
        createdAt: '2026-11-27T10:00:00.000Z',
        settledAt: '2026-11-27T10:00:01.000Z',
      },
    );
    type(/^The round as the game returns it/, JSON.stringify({ round: record, balance: 5 }));
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await settle(() => screen.getByText('This round was fair — verified'));

    type(/^The round as the game returns it/, '{"rounds": [');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const alert = await settle(() => screen.getByRole('alert'));
    expect(alert.textContent).toBe('This is not JSON. Paste the round as the game returned it.');

    fireEvent.click(screen.getByRole('tab', { name: 'Seeds' }));
    expect(field(/^Server seed \(revealed/).value).toBe('kept');
  });

  it('gives a live crash round’s point from its hash and the salt', async () => {
    render('/en/fairness');
    fireEvent.click(screen.getByRole('tab', { name: 'Live crash' }));
    type(/^Round hash/, 'df5d54b8ca42cb40ea80e8ba74b3281f7b9d49bc27fecbe104847de1e91e4929');
    type(/^Salt of the table/, '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const value = await settle(() => screen.getByTestId('verifier-value'));
    expect(value.textContent).toBe('Crash point: ×38.65');
  });
});
