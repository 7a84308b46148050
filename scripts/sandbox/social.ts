// The social login stand-in: the page the popup opens at the address
// `PUT /auth/login` answers (`/_sandbox/social/<provider>?origin=...`), in place
// of Google's, VK's or Telegram's. Inferred, like the hand-back it ends with:
// SPEC.md shows only the call and that a failure closes the popup.
//
// GET shows "Sign in with <Provider> (sandbox stand-in)", in the site's
// language when the popup's address carries it (ru, en, kz), with an editable name
// and e-mail (a fixed fake identity per provider by default). POST finds the
// social player with that e-mail or registers one (currency and language from
// the call that opened the popup, when it sent them), issues a token like the
// other logins, and sends the popup to the site's callback page,
// `<origin>/social-login-callback.html#token=...` (web/public/): in the
// fragment, which is never sent to a server nor in a Referer. That page posts
// the token to the window that opened it.
//
// The origin is checked on both: an http(s) origin and nothing else (no path,
// user name, query or fragment), on a loopback host (127.0.0.1 and the rest of
// 127/8, ::1, localhost and *.localhost): the sandbox runs beside a
// development or test build of the site on this machine. Anything else gets a
// page saying so, and no token. Everything echoed is HTML-escaped; the
// page has no script at all and a policy that forbids any.
import { isCurrencyCode, isLocaleCode } from '@casino/sdk';
import { Hono } from 'hono';
import { escapeHtml, htmlPage } from './html-page.ts';
import type { World } from './world/world.ts';

/** The path of the site's page that hands the token to the opener (web/public/). */
const SOCIAL_CALLBACK_PATH = '/social-login-callback.html';

/** The providers by the name the web app sends (a Map: `constructor` or `__proto__` names none). */
const PROVIDERS = new Map([
  ['google', 'Google'],
  ['vk', 'VK'],
  ['telegram', 'Telegram'],
]);

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|localhost|[a-z0-9-]+\.localhost)$/i;

/** The origin if it is one the popup may return to, else null. */
function allowedOrigin(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Exactly an origin: no user name, password, path, query or fragment.
  if (url.origin !== value.replace(/\/$/, '')) return null;
  return LOOPBACK.test(url.hostname) ? url.origin : null;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1d21}
main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 8px #0002}
h1{font-size:1.25rem;margin:0 0 .5rem}p{margin:0 0 1rem;color:#555}
label{display:block;margin:0 0 1rem;font-weight:600}
input{display:block;box-sizing:border-box;width:100%;margin-top:.25rem;padding:.6rem;font:inherit;border:1px solid #bbb;border-radius:8px}
button{width:100%;padding:.75rem;font:inherit;font-weight:600;color:#fff;background:#2557d6;border:0;border-radius:8px;cursor:pointer}
.small{font-size:.85rem}`;

/** A page of the stand-in: no script, escaped text, its own strict policy. */
function page(
  lang: string,
  title: string,
  body: string,
  status: number,
  formTarget?: string,
): Response {
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>
`;
  return htmlPage(html, {
    status,
    frameAncestors: "'none'",
    // Chromium checks the redirect after the POST against form-action too.
    formAction: `'self'${formTarget ? ` ${formTarget}` : ''}`,
  });
}

/** The stand-in's texts in the site's languages (the popup's `locale`; en when it sent none). */
const TEXTS = {
  en: {
    signIn: (p: string) => `Sign in with ${p}`,
    standIn: 'sandbox stand-in',
    intro: (p: string, origin: string) =>
      `Sandbox stand-in: no real ${p} account is used. You return to <strong>${origin}</strong> signed in.`,
    name: 'Name',
    email: 'E-mail',
    continueWith: (p: string) => `Continue with ${p}`,
    refused: 'Sign-in refused',
    refusedNote:
      "The sandbox's social login returns only to an http(s) origin on a loopback host (127.0.0.1, localhost, ::1). Close this window and try again from the site.",
    unknownProvider: (p: string) => `Unknown provider "${p}": google, vk and telegram exist.`,
    badOrigin: (o: string) => `This sign-in may not return to "${o}".`,
    badEmail: (e: string) => `"${e}" is not an e-mail address.`,
    notSocial: (e: string) =>
      `${e} belongs to an account registered by e-mail or phone: log in there.`,
    notCreated: 'The sandbox could not create the player.',
  },
  ru: {
    signIn: (p: string) => `Вход через ${p}`,
    standIn: 'заглушка песочницы',
    intro: (p: string, origin: string) =>
      `Заглушка песочницы: настоящий аккаунт ${p} не используется. Вы вернётесь на <strong>${origin}</strong> уже с выполненным входом.`,
    name: 'Имя',
    email: 'E-mail',
    continueWith: (p: string) => `Продолжить через ${p}`,
    refused: 'Вход отклонён',
    refusedNote:
      'Вход через соцсеть в песочнице возвращает только на http(s)-адрес этого компьютера (127.0.0.1, localhost, ::1). Закройте это окно и попробуйте снова с сайта.',
    unknownProvider: (p: string) => `Неизвестный провайдер «${p}»: есть google, vk и telegram.`,
    badOrigin: (o: string) => `Этот вход не может вернуть вас на «${o}».`,
    badEmail: (e: string) => `«${e}» — не адрес e-mail.`,
    notSocial: (e: string) =>
      `${e} принадлежит аккаунту, зарегистрированному по e-mail или телефону: войдите там.`,
    notCreated: 'Песочница не смогла создать игрока.',
  },
  kz: {
    signIn: (p: string) => `${p} арқылы кіру`,
    standIn: 'құмсалғыш орынбасары',
    intro: (p: string, origin: string) =>
      `Құмсалғыш орынбасары: нақты ${p} аккаунты қолданылмайды. <strong>${origin}</strong> сайтына кірген күйде ораласыз.`,
    name: 'Аты',
    email: 'E-mail',
    continueWith: (p: string) => `${p} арқылы жалғастыру`,
    refused: 'Кіру қабылданбады',
    refusedNote:
      'Құмсалғыштағы әлеуметтік желі арқылы кіру тек осы компьютердің http(s) мекенжайына (127.0.0.1, localhost, ::1) қайтарады. Бұл терезені жауып, сайттан қайта көріңіз.',
    unknownProvider: (p: string) => `Белгісіз провайдер «${p}»: google, vk және telegram бар.`,
    badOrigin: (o: string) => `Бұл кіру сізді «${o}» мекенжайына қайтара алмайды.`,
    badEmail: (e: string) => `«${e}» e-mail мекенжайы емес.`,
    notSocial: (e: string) =>
      `${e} e-mail немесе телефон арқылы тіркелген аккаунтқа тиесілі: сол арқылы кіріңіз.`,
    notCreated: 'Құмсалғыш ойыншыны жасай алмады.',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** The texts for a `locale` the popup passed along (anything unknown: English). */
const textsFor = (locale: string | undefined): { lang: string; t: Texts } =>
  locale === 'ru' || locale === 'kz'
    ? { lang: locale === 'kz' ? 'kk' : 'ru', t: TEXTS[locale] }
    : { lang: 'en', t: TEXTS.en };

const refused = ({ lang, t }: ReturnType<typeof textsFor>, why: string) =>
  page(
    lang,
    `${t.refused} (${t.standIn})`,
    `<h1>${t.refused}</h1><p>${escapeHtml(why)}</p>
<p class="small">${t.refusedNote}</p>`,
    400,
  );

/** The fake identity a provider gives by default. */
const identity = (provider: string) => ({
  name: `${PROVIDERS.get(provider)} Player`,
  email: `${provider}.player@social.sandbox.test`,
});

/** The stand-in's routes, mounted at `/_sandbox/social`; `world()` is the current world. */
export function socialRoutes(world: () => World): Hono {
  const app = new Hono();

  app.get('/:provider', (c) => {
    const language = textsFor(c.req.query('locale'));
    const { t } = language;
    const provider = c.req.param('provider');
    const name = PROVIDERS.get(provider);
    if (!name) return refused(language, t.unknownProvider(provider));
    const origin = allowedOrigin(c.req.query('origin'));
    if (!origin) return refused(language, t.badOrigin(c.req.query('origin') ?? ''));
    const me = identity(provider);
    const hidden = (field: string, value: string | undefined) =>
      value ? `<input type="hidden" name="${field}" value="${escapeHtml(value)}">` : '';
    return page(
      language.lang,
      `${t.signIn(name)} (${t.standIn})`,
      `<h1>${escapeHtml(t.signIn(name))}</h1>
<p>${t.intro(escapeHtml(name), escapeHtml(origin))}</p>
<form method="post" action="/_sandbox/social/${escapeHtml(provider)}">
${hidden('origin', origin)}${hidden('currency', c.req.query('currency'))}${hidden('locale', c.req.query('locale'))}
<label>${t.name} <input name="name" value="${escapeHtml(me.name)}" maxlength="60" autocomplete="off"></label>
<label>${t.email} <input name="email" type="email" value="${escapeHtml(me.email)}" maxlength="120" required autocomplete="off"></label>
<button type="submit">${escapeHtml(t.continueWith(name))}</button>
</form>`,
      200,
      origin,
    );
  });

  app.post('/:provider', async (c) => {
    const provider = c.req.param('provider');
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const text = (key: string) =>
      typeof form[key] === 'string' ? (form[key] as string).trim() : '';
    const language = textsFor(text('locale'));
    const { t } = language;
    if (!PROVIDERS.has(provider)) return refused(language, t.unknownProvider(provider));
    const origin = allowedOrigin(text('origin'));
    if (!origin) return refused(language, t.badOrigin(text('origin')));
    const email = text('email').toLowerCase() || identity(provider).email;
    if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 120)
      return refused(language, t.badEmail(email));
    const w = world();
    let player = w.findByEmail(email);
    if (player && player.registerMethod !== 'social') return refused(language, t.notSocial(email));
    if (!player) {
      const currency = text('currency');
      const locale = text('locale');
      const created = w.register({
        email,
        password: null,
        method: 'social',
        ...(isCurrencyCode(currency) ? { currency } : {}),
        ...(isLocaleCode(locale) ? { locale } : {}),
      });
      if (!created.ok) return refused(language, t.notCreated);
      player = created.value;
    }
    player.name = text('name').slice(0, 60) || identity(provider).name;
    w.settings.log(`player ${player.id} signed in with ${provider} (social stand-in)`);
    const token = w.issueToken(player.id);
    return c.redirect(`${origin}${SOCIAL_CALLBACK_PATH}#token=${encodeURIComponent(token)}`, 303);
  });

  return app;
}
