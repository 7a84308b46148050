// Cases: every case returns 97%; an opening takes the price, pays its drawn
// prize, keeps the case's odds in the round and verifies with them. (Rooms are
// shared live tables: live/room-table.test.tsx.)
import { caseReturn, type FairRound, HOUSE_CASES, verifyRecord } from '@casino/sdk/fair';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../../test/harness.tsx';
import { CasePageBoard } from './components/cases.tsx';
import { freshDemoPerTest, storedDemo } from './test-demo.ts';

beforeAll(() => loadMessages('ru'));
freshDemoPerTest();

describe('cases', () => {
  it('each returns 97% of its price', () => {
    for (const c of HOUSE_CASES) expect(Math.abs(caseReturn(c) - 0.97)).toBeLessThan(0.001);
  });

  it('opening the bronze case takes its price, pays its prize and verifies with its snapshot', async () => {
    renderWithApp(<CasePageBoard slug="bronze" />, { fetch: fakeApi({}).fetch });
    fireEvent.click(screen.getByRole('button', { name: /^Открыть за 10/ }));
    await waitFor(() => expect(storedDemo().nonce).toBe(1));
    const state = storedDemo();
    const round = { ...(state.history[0] as FairRound), serverSeed: state.serverSeed };
    const bronze = HOUSE_CASES[0];
    expect(round.case).toMatchObject({ slug: 'bronze', price: 10 });
    expect(round.case?.prizes.map((p) => p.weight)).toEqual(bronze?.prizes.map((p) => p.weight));
    const item = round.game === 'cases' ? (round.result?.item ?? -1) : -1;
    expect(round.payout).toBe(Math.floor(1000 * (bronze?.prizes[item]?.multiplier ?? -1)) / 100);
    expect(state.balances.RUB).toBe(100_000 - 1000 + Math.round(round.payout * 100));
    expect(verifyRecord(round).verdict).toBe('verified');
  });

  it('an unknown case says so', () => {
    renderWithApp(<CasePageBoard slug="platinum" />, { fetch: fakeApi({}).fetch });
    expect(screen.getByText('Такого кейса нет. Выберите кейс на странице кейсов.')).toBeVisible();
  });
});
