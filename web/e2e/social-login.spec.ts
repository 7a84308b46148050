// Social login in Chromium against the sandbox: the login modal's
// Google button opens a popup at the address PUT /auth/login answers, the
// sandbox's stand-in provider page (in the site's language); its form signs
// the player in and sends the popup to the site's callback page, which hands
// the token to the app and closes; the app is then signed in. The hand-back
// and the stand-in are inferred (SPEC.md shows only the call).
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from './browser.ts';
import { playerShown } from './player.ts';
import { callApi, uniqueEmail } from './sandbox.ts';

const chromiumWs = inject('chromiumWs');
const app = inject('appUrl');

describe.skipIf(!chromiumWs)('social login in Chromium, against the sandbox', () => {
  const chromium = useChromium(chromiumWs as string);

  it('Google in the login modal: the stand-in popup signs the player in and closes', async () => {
    const context = await chromium.visitor();
    const page = await context.newPage();
    await page.goto(`${app}/?login`);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('dialog').getByRole('button', { name: 'Google' }).click();
    const popup = await popupOpened;
    await popup.getByRole('heading', { name: 'Вход через Google' }).waitFor();
    expect(new URL(popup.url()).pathname).toBe('/_sandbox/social/google');
    const email = uniqueEmail('social');
    await popup.getByLabel('E-mail').fill(email);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Продолжить через Google' }).click();
    await closed;

    // Signed in: the header shows the balance, the modal is gone, the token is the new player's.
    await playerShown(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    const token = (await context.cookies(app)).find((c) => c.name === 'bearerToken')?.value;
    const profile = await callApi<{ email: string; register_method: string }>(
      token ?? null,
      'GET',
      '/profile/user',
    );
    expect(profile).toMatchObject({ email, register_method: 'social' });
    await context.close();
  });
});
