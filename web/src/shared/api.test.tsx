// The data layer as a caller sees it: keys come from the call itself, a
// reload hook asks the API again, and a checked answer that does not match
// its schema is an invalid-response error.
import { zGetTopListResponse } from '@casino/sdk/schemas';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithApp } from '../test/harness.tsx';
import { matches } from './answers.ts';
import { apiKey, useApiQuery } from './api.tsx';
import { useProfile, useReloadProfile } from './profile.ts';

describe('apiKey', () => {
  it('is the path, the options and the vary value; null options skip the call', () => {
    const init = { params: { path: { id: 17 } } };
    expect(apiKey('/tournaments/{id}', init)).toEqual(['/tournaments/{id}', init, undefined]);
    expect(apiKey('/top', undefined)).toEqual(apiKey('/top', {}));
    expect(apiKey('/content/faq', {}, 'en')).toEqual(['/content/faq', {}, 'en']);
    expect(apiKey('/top', null)).toBeNull();
  });
});

let reload: () => Promise<unknown> = async () => undefined;

function Profile() {
  const { data } = useProfile();
  reload = useReloadProfile();
  return <output>{data ? data.name : 'guest'}</output>;
}

function Top() {
  const { data, error } = useApiQuery('/top', {}, { check: matches(zGetTopListResponse) });
  return <output>{error ? error.kind : data ? 'rows' : 'loading'}</output>;
}

describe('queries', () => {
  it('loads the profile with a token and loads it again on reload', async () => {
    let name = 'Ivan';
    const api = fakeApi({ 'GET /profile/user': () => ({ body: { name } }) });
    renderWithApp(<Profile />, { fetch: api.fetch, token: 't' });
    expect(await screen.findByText('Ivan')).toBeVisible();
    name = 'Petr';
    await act(() => reload());
    await waitFor(() => expect(screen.getByText('Petr')).toBeVisible());
    expect(api.calls('GET /profile/user')).toHaveLength(2);
  });

  it('asks nothing for a guest', async () => {
    const api = fakeApi({});
    renderWithApp(<Profile />, { fetch: api.fetch });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByText('guest')).toBeVisible();
    expect(api.seen).toEqual([]);
  });

  it('turns an answer that does not match its schema into an invalid-response error', async () => {
    const api = fakeApi({ 'GET /top': { body: { data: [{ rank: 'first' }] } } });
    renderWithApp(<Top />, { fetch: api.fetch });
    expect(await screen.findByText('invalid-response')).toBeVisible();
  });
});
