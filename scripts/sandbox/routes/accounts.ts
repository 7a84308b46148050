// Accounts: registration, the four logins and their codes, phone and e-mail
// verification, password recovery, the session (refresh, logout) and the
// profile with its settings and password (SPEC.md section 7, "Registration
// and login", "Password recovery", "Session and profile").
//
// Codes are written to the sandbox's log; the development code (1234 unless
// set) is accepted by every code check. Message codes in `errors` are the
// client's error.* keys: validation.unique, auth.failed, validation.code,
// validation.token, validation.confirmed, validation.old_password,
// validation.timezone (auth.failed in the web app's core messages, the others
// in its account group). A new player's region is the registration's Region
// header (RU without one): the responsible-play policy follows it.
import type { components } from '@casino/sdk';
import { fromMinor, regionForCountry } from '@casino/sdk';
import { done, invalid, playerGuard, unauthorized } from '../answers.ts';
import type { Routes } from '../contract.ts';
import { hashPassword, type Player, type World } from '../world/world.ts';

type Profile = components['schemas']['UserProfile'];

/** The player as `GET /profile/user` shows them. */
function profileOf(player: Player): Profile {
  return {
    id: player.id,
    name: player.name,
    phone: player.phone,
    email: player.email,
    balance: fromMinor(player.balance),
    bonus: fromMinor(player.bonus),
    bonus_balance: fromMinor(player.bonus),
    total_balance: fromMinor(player.balance + player.bonus),
    currency: player.currency,
    locale: player.locale,
    timezone: player.timezone,
    register_method: player.registerMethod,
    is_phone_verified: player.phoneVerified,
    is_email_verified: player.emailVerified,
    is_password_exists: player.passwordHash !== null,
    image: { small: null },
    premium: { status: player.premium },
    is_avatar_hidden: player.avatarHidden,
    is_statistics_hidden: player.statisticsHidden,
    verification: { is_need: false, data: { status: 'init' } },
    features: ['tournaments'],
    region: player.region,
  };
}

const loggedIn = (world: World, player: Player) => ({
  status: 200 as const,
  body: { success: true, token: world.issueToken(player.id), sso: null },
});

const passwordMatches = (player: Player | undefined, password: string) =>
  player?.passwordHash != null && player.passwordHash === hashPassword(password);

/** The new-password pair's problems, or null. */
function newPasswordProblem(password: string, confirmation: string) {
  return password === confirmation ? null : { password_confirmation: ['validation.confirmed'] };
}

export function accountRoutes(world: World): Routes {
  const withPlayer = playerGuard(world);

  return {
    '/api/v2/auth/register/email': {
      post: ({ body, locale, region }) => {
        const result = world.register({
          email: body.email,
          password: body.password,
          currency: body.currency,
          locale,
          region: regionForCountry(region),
          method: 'email',
        });
        if (!result.ok) return invalid(result.errors);
        return { status: 200, body: { token: world.issueToken(result.value.id) } };
      },
    },
    '/api/v2/auth/register/phone': {
      post: ({ body, locale, region }) => {
        const result = world.register({
          phone: body.phone,
          password: body.password,
          currency: body.currency,
          locale,
          region: regionForCountry(region),
          method: 'phone',
        });
        if (!result.ok) return invalid(result.errors);
        return { status: 200, body: { token: world.issueToken(result.value.id) } };
      },
    },

    '/auth/send_login_data': {
      post: ({ body }) => {
        // The same answer whether or not the e-mail has an account (no account probing).
        if (world.findByEmail(body.email)) world.settings.log(`login data sent to ${body.email}`);
        return done();
      },
    },
    '/auth/login': {
      // Social login: the popup opens the sandbox's stand-in provider page
      // (../social.ts), which registers a new player with this currency and language.
      put: ({ body, locale }) => {
        const query = new URLSearchParams({ origin: body.origin });
        if (body.currency) query.set('currency', body.currency);
        if (locale) query.set('locale', locale);
        return {
          status: 200,
          body: {
            url: `${world.settings.publicUrl}/_sandbox/social/${encodeURIComponent(body.provider)}?${query}`,
          },
        };
      },
    },
    '/api/v2/auth/login/email/password': {
      post: ({ body }) => {
        const player = world.findByEmail(body.email);
        if (!player || !passwordMatches(player, body.password))
          return invalid({ email: ['auth.failed'] });
        return loggedIn(world, player);
      },
    },
    '/api/v2/auth/login/phone/password': {
      post: ({ body }) => {
        const player = world.findByPhone(body.phone);
        if (!player || !passwordMatches(player, body.password))
          return invalid({ phone: ['auth.failed'] });
        return loggedIn(world, player);
      },
    },
    '/api/v2/auth/login/email/verification': {
      post: ({ body }) => {
        if (!world.findByEmail(body.email)) return invalid({ email: ['auth.failed'] });
        world.sendCode('login', body.email);
        return done();
      },
    },
    '/api/v2/auth/login/email/resend': {
      post: ({ body }) => {
        if (!world.findByEmail(body.email)) return invalid({ email: ['auth.failed'] });
        world.sendCode('login', body.email);
        return done();
      },
    },
    '/api/v2/auth/login/phone/verification': {
      post: ({ body }) => {
        if (!world.findByPhone(body.phone)) return invalid({ phone: ['auth.failed'] });
        world.sendCode('login', body.phone);
        return done();
      },
    },
    '/api/v2/auth/login/phone/code/resend': {
      post: ({ body }) => {
        if (!world.findByPhone(body.phone)) return invalid({ phone: ['auth.failed'] });
        world.sendCode('login', body.phone);
        return done();
      },
    },
    '/api/v2/auth/login/email/code': {
      post: ({ body }) => {
        const player = world.findByEmail(body.email);
        if (!player || !world.useCode('login', body.email, body.code))
          return invalid({ code: ['validation.code'] });
        return loggedIn(world, player);
      },
    },
    '/api/v2/auth/login/phone/code': {
      post: ({ body }) => {
        const player = world.findByPhone(body.phone);
        if (!player || !world.useCode('login', body.phone, body.code))
          return invalid({ code: ['validation.code'] });
        return loggedIn(world, player);
      },
    },

    // Verification of the logged-in player's phone and e-mail.
    '/api/v2/auth/phone/send': {
      post: ({ body, token }) =>
        withPlayer(() => {
          world.sendCode('verify-phone', body.phone);
          return done();
        })(token),
    },
    '/api/v2/auth/phone/resend': {
      post: ({ body, token }) =>
        withPlayer(() => {
          world.sendCode('verify-phone', body.phone);
          return done();
        })(token),
    },
    '/api/v2/auth/phone/verify/code': {
      post: ({ body, token }) =>
        withPlayer((player) => {
          const owner = world.findByPhone(body.phone);
          if (owner && owner.id !== player.id) return invalid({ phone: ['validation.unique'] });
          if (!world.useCode('verify-phone', body.phone, body.code))
            return invalid({ code: ['validation.code'] });
          world.setPhone(player, body.phone);
          player.phoneVerified = true;
          return done();
        })(token),
    },
    '/api/v2/auth/email/send': {
      post: ({ body, token }) =>
        withPlayer(() => {
          world.sendCode('verify-email', body.email);
          return done();
        })(token),
    },
    '/api/v2/auth/email/resend': {
      post: ({ body, token }) =>
        withPlayer(() => {
          world.sendCode('verify-email', body.email);
          return done();
        })(token),
    },
    '/api/v2/auth/email/verify/code': {
      post: ({ body, token }) =>
        withPlayer((player) => {
          const owner = world.findByEmail(body.email);
          if (owner && owner.id !== player.id) return invalid({ email: ['validation.unique'] });
          if (!world.useCode('verify-email', body.email, body.code))
            return invalid({ code: ['validation.code'] });
          world.setEmail(player, body.email);
          player.emailVerified = true;
          return done();
        })(token),
    },

    // Password recovery by e-mail: a code (or a link's token) gives a reset token.
    '/api/v2/auth/password/email/forgot': {
      post: ({ body }) => {
        // Answers the same whether or not the e-mail has an account (no account probing).
        if (world.findByEmail(body.email)) world.sendCode('reset', body.email);
        return done();
      },
    },
    '/api/v2/auth/password/email/code/confirm': {
      post: ({ body }) => {
        const player = world.findByEmail(body.email);
        if (!player || !world.useCode('reset', body.email, body.code))
          return invalid({ code: ['validation.code'] });
        return { status: 200, body: { data: { reset_token: world.issueResetToken(player.id) } } };
      },
    },
    '/api/v2/auth/password/email/token/confirm': {
      post: ({ body }) =>
        world.resetTokenPlayer(body.token) ? done() : invalid({ token: ['validation.token'] }),
    },
    '/api/v2/auth/password/email/token/check': {
      post: ({ body }) =>
        world.resetTokenPlayer(body.token) ? done() : invalid({ token: ['validation.token'] }),
    },
    '/api/v2/auth/password/email/reset/token': {
      post: ({ body }) => {
        const problem = newPasswordProblem(body.password, body.password_confirmation);
        if (problem) return invalid(problem);
        const player = world.resetTokenPlayer(body.token, true);
        if (!player) return invalid({ token: ['validation.token'] });
        player.passwordHash = hashPassword(body.password);
        return done();
      },
    },
    '/api/v2/auth/password/email/reset/code': {
      post: ({ body }) => {
        const problem = newPasswordProblem(body.password, body.password_confirmation);
        if (problem) return invalid(problem);
        const player = world.findByEmail(body.email);
        if (!player || !world.useCode('reset', body.email, body.code))
          return invalid({ code: ['validation.code'] });
        player.passwordHash = hashPassword(body.password);
        return done();
      },
    },
    '/api/v2/auth/password/phone/forgot': {
      post: ({ body }) => {
        if (world.findByPhone(body.phone)) world.sendCode('reset', body.phone);
        return done();
      },
    },
    '/api/v2/auth/password/phone/code/confirm': {
      post: ({ body }) => {
        const player = world.findByPhone(body.phone);
        if (!player || !world.useCode('reset', body.phone, body.code))
          return invalid({ code: ['validation.code'] });
        return { status: 200, body: { data: { reset_token: world.issueResetToken(player.id) } } };
      },
    },
    '/api/v2/auth/password/phone/token/check': {
      post: ({ body }) =>
        world.resetTokenPlayer(body.token)?.phone === body.phone
          ? done()
          : invalid({ token: ['validation.token'] }),
    },
    '/api/v2/auth/password/phone/reset': {
      post: ({ body }) => {
        const problem = newPasswordProblem(body.password, body.password_confirmation);
        if (problem) return invalid(problem);
        const player = world.resetTokenPlayer(body.token);
        if (!player || player.phone !== body.phone) return invalid({ token: ['validation.token'] });
        world.resetTokenPlayer(body.token, true);
        player.passwordHash = hashPassword(body.password);
        return done();
      },
    },

    // The session.
    '/auth/refresh-token': {
      post: ({ token }) => {
        const fresh = world.refresh(token);
        return fresh ? { status: 200, body: { access_token: fresh } } : unauthorized();
      },
    },
    '/auth/logout': {
      // An expired token still ends its session (the client logs out with the token it had).
      put: ({ token }) => (token && world.revoke(token) ? done() : unauthorized()),
    },
    '/profile/user': {
      get: ({ token }) =>
        withPlayer((player) =>
          // Inferred (the contract's AccountBlocked): an account the operator closed.
          player.blocked
            ? {
                status: 403 as const,
                body: { message: 'This account is blocked.', code: 'account_blocked' },
              }
            : { status: 200 as const, body: profileOf(player) },
        )(token),
    },
    '/profile/settings': {
      put: ({ body, token }) =>
        withPlayer((player) => {
          if (body.timezone !== undefined && !isTimeZone(body.timezone))
            return invalid({ timezone: ['validation.timezone'] });
          if (body.locale !== undefined) player.locale = body.locale;
          if (body.timezone !== undefined) player.timezone = body.timezone;
          if (body.is_avatar_hidden !== undefined) player.avatarHidden = body.is_avatar_hidden;
          if (body.is_statistics_hidden !== undefined)
            player.statisticsHidden = body.is_statistics_hidden;
          return done();
        })(token),
    },
    '/password/update': {
      post: ({ body, token }) =>
        withPlayer((player) => {
          if (!passwordMatches(player, body.old_password))
            return invalid({ old_password: ['validation.old_password'] });
          if (body.password !== body.password_confirm)
            return invalid({ password_confirm: ['validation.confirmed'] });
          player.passwordHash = hashPassword(body.password);
          return done();
        })(token),
    },
    '/api/v2/auth/password/set': {
      post: ({ body, token }) =>
        withPlayer((player) => {
          if (body.password !== body.confirm_password)
            return invalid({ confirm_password: ['validation.confirmed'] });
          player.passwordHash = hashPassword(body.password);
          return done();
        })(token),
    },
  };
}

/** True for an IANA time zone name this Node knows. */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
