// The footer's Telegram channel (footer.tsx mounts it once the first page is
// on screen): shown for a channel on
// Telegram's hosts over https, never for another address or none.
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadMessages, renderWithApp } from '../../test/harness.tsx';
import ChannelLink, { telegramChannel, useMirrorData } from './channel-link.tsx';

beforeAll(() => loadMessages('ru'));

const mirror = (telegram: string | null) =>
  fakeApi({
    'POST /middleware/mirror': {
      body: {
        meta_yandex_verification: null,
        sso: null,
        settings: { revshare_service_frontend_url: null, telegram_channel_url: telegram },
      },
    },
  });

describe('the footer’s Telegram channel', () => {
  it('links the channel the mirror names, in a new tab', async () => {
    const api = mirror('https://t.me/example_casino');
    renderWithApp(<ChannelLink />, { fetch: api.fetch });
    const link = await screen.findByRole('link', { name: 'Наш канал в Telegram' });
    expect(link.getAttribute('href')).toBe('https://t.me/example_casino');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(api.calls('POST /middleware/mirror')[0]?.body).toEqual({
      host: window.location.host,
      userAgent: navigator.userAgent,
    });
  });

  it.each([[null], ['https://phishing.example/t.me']])(
    'shows nothing for the channel %s',
    async (telegram) => {
      const api = mirror(telegram);
      // Shows when the mirror's data is in: the link, had there been one, with it.
      const Answered = () => <output>{useMirrorData().data ? 'answered' : 'waiting'}</output>;
      renderWithApp(
        <>
          <ChannelLink />
          <Answered />
        </>,
        { fetch: api.fetch },
      );
      await screen.findByText('answered');
      expect(screen.queryByRole('link')).toBeNull();
    },
  );

  it('takes only https addresses on Telegram’s hosts', () => {
    expect(telegramChannel('https://t.me/news')).toBe('https://t.me/news');
    expect(telegramChannel('https://telegram.me/news')).toBe('https://telegram.me/news');
    expect(telegramChannel('http://t.me/news')).toBeNull();
    expect(telegramChannel('https://t.me.evil.example/news')).toBeNull();
    expect(telegramChannel('javascript:alert(1)')).toBeNull();
    expect(telegramChannel('not a url')).toBeNull();
    expect(telegramChannel(null)).toBeNull();
  });
});
