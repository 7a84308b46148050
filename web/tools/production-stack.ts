// The production build served on loopback against a fresh sandbox: what
// `npm run screenshots` photographs and `npm run audit` measures. The build
// goes to a temporary folder (web/dist stays the size check's), the API is
// the sandbox behind its contract proxy (or without it), and a player
// registered through the API can be handed to the browser as the app's
// token cookie.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onFreePort } from '@casino/scripts/ports';
import { startSandboxStack } from '@casino/scripts/sandbox';
import { build, preview } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/** A running production build and its sandbox. */
export interface ProductionStack {
  /** The app's origin, e.g. http://127.0.0.1:41234. */
  app: string;
  /** The API's origin (the sandbox stack's front). */
  api: string;
  /** Registers a RUB player by e-mail and returns their token. */
  newPlayer(prefix: string): Promise<string>;
  /**
   * Deposits `amount` RUB by SBP for the player, with the welcome bonus the
   * sandbox offers, and has the sandbox pay it (a player with money and a
   * bonus on their pages).
   */
  fund(token: string, amount: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Builds the app for production against a fresh sandbox and serves it.
 * `validate: false` leaves the contract proxy out (the front then answers
 * CORS itself): Prism checking every answer is CPU time on the machine the
 * measured browser runs on, which a production API does not cost the browser.
 */
export async function startProductionStack({
  validate = true,
  minify = true,
}: {
  validate?: boolean;
  /** false: the build keeps its functions' names (a CPU profile names them). */
  minify?: boolean;
} = {}): Promise<ProductionStack> {
  const stack = await onFreePort((sandboxPort) =>
    startSandboxStack({
      sandboxPort,
      validate,
      // A player's token outlives the run (the sandbox's default is 2 minutes).
      settings: { publicUrl: `http://127.0.0.1:${sandboxPort}`, tokenLifetimeMs: 60 * 60_000 },
    }),
  );
  const outDir = await mkdtemp(join(tmpdir(), 'casino-production-'));
  const cleanUp = async () => {
    await stack.stop();
    await rm(outDir, { recursive: true, force: true });
  };
  try {
    process.env.VITE_API_URL = stack.url;
    await build({
      root: webRoot,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, ...(minify ? {} : { minify: false }) },
    });
    const server = await onFreePort((port) =>
      preview({
        root: webRoot,
        logLevel: 'warn',
        build: { outDir },
        preview: { host: '127.0.0.1', port, strictPort: true },
      }),
    );
    return {
      app: (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, ''),
      api: stack.url,
      async newPlayer(prefix) {
        const answer = await fetch(`${stack.url}/api/v2/auth/register/email`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ru' },
          body: JSON.stringify({
            email: `${prefix}-${Date.now()}@example.com`,
            password: 's3cret-pass',
            currency: 'RUB',
          }),
        });
        if (!answer.ok) throw new Error(`the sandbox refused the player: ${answer.status}`);
        return ((await answer.json()) as { token: string }).token;
      },
      async fund(token, amount) {
        const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
        const invoice = await fetch(`${stack.url}/billing/payment`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ method_hash: 'sbp-rub', amount, bonus: true }),
        });
        const paid = await fetch(`${stack.sandboxUrl}/_sandbox/invoices/pay`, {
          method: 'POST',
          headers,
        });
        if (!invoice.ok || !paid.ok)
          throw new Error(`the sandbox refused the deposit: ${invoice.status}, ${paid.status}`);
      },
      async stop() {
        await server.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  } finally {
    delete process.env.VITE_API_URL;
  }
}
