// Browser-test setup: finds Chromium, starts the Prism mock on a free loopback
// port, builds the app pointed at it, serves the build with `vite preview` on
// another free port and starts one Chromium for every spec file. Without
// Chromium the suite is skipped with a message (and fails under CI, where
// .ci/run installs it).
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MockServer, startMockServer } from '@casino/scripts/mock-server';
import { freePort } from '@casino/scripts/ports';
import type { BrowserServer } from 'playwright-core';
import { build, type PreviewServer, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The suite's Chromium (its playwright-core endpoint), or null when the suite is skipped. */
    chromiumWs: string | null;
    appUrl: string;
    mockUrl: string;
  }
}

const webRoot = fileURLToPath(new URL('..', import.meta.url));

export default async function setup(project: TestProject) {
  const chromium = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].find((path): path is string => Boolean(path && existsSync(path)));
  if (!chromium) {
    const message =
      "Browser suite SKIPPED: no Chromium found. Install Debian's chromium (sudo apt-get install -y chromium) " +
      'or set CHROMIUM_PATH to a Chromium binary, then run npm test again.';
    if (process.env.CI)
      throw new Error(`${message} (CI needs the browser suite; .ci/run installs Chromium.)`);
    console.warn(`\n${message}\n`);
    project.provide('chromiumWs', null);
    project.provide('appUrl', '');
    project.provide('mockUrl', '');
    return;
  }

  const mock: MockServer = await startMockServer();
  const outDir = await mkdtemp(join(tmpdir(), 'casino-web-e2e-'));
  let server: PreviewServer | undefined;
  let browser: BrowserServer | undefined;
  let previousNodeEnv: string | undefined;
  try {
    // Vitest sets NODE_ENV=test, which would make Vite build React's development
    // bundle and the app's development mode (no SSO, no size realism): build for production.
    previousNodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    process.env.VITE_API_URL = mock.url;
    // The mock's mirror data names sso.example.com: left off the list, so the start-up SSO is refused.
    process.env.VITE_SSO_HOSTS = 'auth.example.org';
    // Not the mock's newLink (casino-mirror2.example): only redirects.spec.ts answers with this mirror.
    process.env.VITE_MIRROR_HOSTS = 'mirror-e2e.example';
    await build({
      root: webRoot,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    const port = await freePort();
    server = await preview({
      root: webRoot,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port, strictPort: true },
    });
    browser = await launchChromiumServer(chromium);
  } catch (error) {
    await server?.close();
    await mock.stop();
    throw error;
  } finally {
    process.env.NODE_ENV = previousNodeEnv;
    delete process.env.VITE_API_URL;
    delete process.env.VITE_SSO_HOSTS;
    delete process.env.VITE_MIRROR_HOSTS;
  }
  const address = server.resolvedUrls?.local[0] ?? '';
  project.provide('chromiumWs', browser.wsEndpoint());
  project.provide('appUrl', address.replace(/\/$/, ''));
  project.provide('mockUrl', mock.url);

  return async () => {
    await browser?.close();
    await server?.close();
    await mock.stop();
    await rm(outDir, { recursive: true, force: true });
  };
}
