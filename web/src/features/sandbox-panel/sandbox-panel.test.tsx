// The development panel against a real sandbox (its Hono app, no port): each
// control a developer clicks changes the sandbox's state as the label says,
// acting for the signed-in player, and a refusal shows the sandbox's reason.
import { createSandbox } from '@casino/scripts/sandbox-server';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxControls } from './controls.ts';
import { ScenarioPanel } from './sandbox-panel.tsx';
import { TEXTS } from './texts.ts';

let sandbox: ReturnType<typeof createSandbox>;
let token: string | null = null;

beforeEach(() => {
  sandbox = createSandbox({ log: () => undefined });
  token = null;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    sandbox.app.fetch(new Request(input, init)),
  );
});
afterEach(() => vi.unstubAllGlobals());

const typeInto = (field: HTMLElement, value: string) =>
  fireEvent.change(field, { target: { value } });
const click = (element: HTMLElement) => fireEvent.click(element);

async function register(): Promise<string> {
  const response = await sandbox.app.fetch(
    new Request('http://sandbox/api/v2/auth/register/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'dev@example.com', password: 'secret123', currency: 'RUB' }),
    }),
  );
  return ((await response.json()) as { token: string }).token;
}

function renderPanel(locale: 'ru' | 'en' | 'kz' = 'en') {
  const controls = sandboxControls('http://sandbox', () => token);
  render(<ScenarioPanel controls={controls} t={TEXTS[locale]} onClose={() => undefined} />);
  return TEXTS[locale];
}

describe('the sandbox panel', () => {
  it('sets the country and blocks access, then offers a reload', async () => {
    const t = renderPanel();
    const country = screen.getByLabelText(t.country);
    await waitFor(() => expect(country).toHaveValue('RU'));
    typeInto(country, 'kz');
    click(screen.getByLabelText(t.blocked));
    click(screen.getAllByRole('button', { name: t.apply })[0] as HTMLElement);
    await screen.findByText(new RegExp(t.reload));
    expect(sandbox.world.site).toMatchObject({ countryCode: 'KZ', blocked: true });
  });

  it('refuses a bad country code without calling the sandbox and keeps what was typed', async () => {
    const t = renderPanel();
    const country = screen.getByLabelText(t.country);
    await waitFor(() => expect(country).toHaveValue('RU'));
    typeInto(country, '1x');
    click(screen.getAllByRole('button', { name: t.apply })[0] as HTMLElement);
    expect(await screen.findByText(new RegExp(t.badCountry))).toBeInTheDocument();
    expect(country).toHaveValue('1x');
    expect(sandbox.world.site.countryCode).toBe('RU');
  });

  it("pays the signed-in player's open invoice; with none open, shows the sandbox's reason", async () => {
    token = await register();
    const t = renderPanel();
    click(screen.getByRole('button', { name: t.payInvoice }));
    expect(await screen.findByText(/No invoice is waiting for payment/)).toBeInTheDocument();

    await sandbox.app.fetch(
      new Request('http://sandbox/billing/payment', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ method_hash: 'card-rub', amount: 1000 }),
      }),
    );
    click(screen.getByRole('button', { name: t.payInvoice }));
    await screen.findByText(t.done);
    expect([...sandbox.world.invoices.values()].map((i) => i.status)).toEqual([3]);
    expect([...sandbox.world.players.values()][0]?.balance).toBeGreaterThan(0);
  });

  it('expires the token now: the next call with it is a 401', async () => {
    token = await register();
    const t = renderPanel();
    click(screen.getByRole('button', { name: t.expireToken }));
    await screen.findByText(t.done);
    const profile = await sandbox.app.fetch(
      new Request('http://sandbox/profile/user', { headers: { Authorization: `Bearer ${token}` } }),
    );
    expect(profile.status).toBe(401);
  });

  it('turns a slow fault on for one operation, lists it, and clears all faults', async () => {
    const t = renderPanel('kz');
    typeInto(screen.getByLabelText(t.operation), 'GET /profile/user');
    typeInto(screen.getByLabelText(t.kind), 'slow');
    const delay = screen.getByLabelText(t.delay);
    typeInto(delay, '250');
    typeInto(screen.getByLabelText(t.times), '2');
    click(screen.getByRole('button', { name: t.addFault }));
    expect(await screen.findByText(/GET \/profile\/user → slow/)).toBeInTheDocument();
    expect(sandbox.faults.get('GET /profile/user')).toEqual({ kind: 'slow', ms: 250, times: 2 });

    click(screen.getByRole('button', { name: t.clearFaults }));
    await waitFor(() => expect(sandbox.faults.size).toBe(0));
    expect(await screen.findByText(`${t.activeFaults}: ${t.none}`)).toBeInTheDocument();
  });

  it('sets the mirror list and the SSO link; an empty SSO field clears it', async () => {
    const t = renderPanel('ru');
    await waitFor(() => expect(screen.getByLabelText(t.country)).toHaveValue('RU'));
    typeInto(screen.getByLabelText(t.mirrors), 'm1.example\n \nm2.example');
    typeInto(screen.getByLabelText(t.sso), 'https://sso.example/start');
    click(screen.getAllByRole('button', { name: t.apply })[1] as HTMLElement);
    await screen.findByText(new RegExp(t.reload));
    expect(sandbox.world.site.mirrors).toEqual(['m1.example', 'm2.example']);
    expect(sandbox.world.site.sso).toBe('https://sso.example/start');

    typeInto(screen.getByLabelText(t.sso), '');
    click(screen.getAllByRole('button', { name: t.apply })[1] as HTMLElement);
    await waitFor(() => expect(sandbox.world.site.sso).toBeNull());
  });

  it('resets all state after a confirmation, and not without it', async () => {
    token = await register();
    const t = renderPanel();
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    click(screen.getByRole('button', { name: t.reset }));
    expect(sandbox.world.players.size).toBe(1);
    click(screen.getByRole('button', { name: t.reset }));
    await waitFor(() => expect(sandbox.world.players.size).toBe(0));
    expect(confirm).toHaveBeenCalledWith(t.resetConfirm);
  });
});

it('has the same texts in ru, en and kz, none empty', () => {
  const keys = Object.keys(TEXTS.ru).sort();
  for (const locale of ['en', 'kz'] as const) {
    expect(Object.keys(TEXTS[locale]).sort()).toEqual(keys);
    for (const value of Object.values(TEXTS[locale])) expect(value.trim()).not.toBe('');
  }
});
