// Browser-test setup: finds Chromium, starts the sandbox stack (front, Prism's
// validating proxy, the stateful sandbox: scripts/sandbox/index.ts) on free
// loopback ports, builds the app pointed at it, serves the build with `vite
// preview` on another free port and starts one Chromium for every spec file.
// Without Chromium the suite is skipped with a message (and fails under CI,
// where .ci/run installs it).
//
// The contract check: the proxy reports every request and answer outside the
// OpenAPI description; after the last spec the teardown prints each one and
// throws, which makes Vitest exit 1 ("error during close") even when every
// test passed. Answers a spec scripts with page.route never reach the proxy.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onFreePort } from '@casino/scripts/ports';
import { type SandboxStack, startSandboxStack } from '@casino/scripts/sandbox';
import type { BrowserServer } from 'playwright-core';
import { build, type PreviewServer, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from '../tools/chromium.ts';
import { launchChromiumServer } from './browser.ts';
import { SITE, SUITE_SETTINGS } from './sandbox.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The suite's Chromium (its playwright-core endpoint), or null when the suite is skipped. */
    chromiumWs: string | null;
    appUrl: string;
    /** The API the app calls: the front of the sandbox stack (Prism's validating proxy behind it). */
    apiUrl: string;
    /** The sandbox itself, for its scenario controls under /_sandbox/ (not part of the contract). */
    sandboxUrl: string;
    /** The production build the suite serves (its manifest tells each chunk's static imports). */
    distDir: string;
  }
}

const webRoot = fileURLToPath(new URL('..', import.meta.url));

export default async function setup(project: TestProject) {
  const chromium = chromiumPath();
  if (!chromium) {
    const message =
      "Browser suite SKIPPED: no Chromium found. Install Debian's chromium (sudo apt-get install -y chromium) " +
      'or set CHROMIUM_PATH to a Chromium binary, then run npm test again.';
    if (process.env.CI)
      throw new Error(`${message} (CI needs the browser suite; .ci/run installs Chromium.)`);
    console.warn(`\n${message}\n`);
    project.provide('chromiumWs', null);
    project.provide('appUrl', '');
    project.provide('apiUrl', '');
    project.provide('sandboxUrl', '');
    project.provide('distDir', '');
    return;
  }

  // The sandbox's own address is known before it starts: its stand-in pages (social login) name it.
  const stack: SandboxStack = await onFreePort((sandboxPort) =>
    startSandboxStack({
      sandboxPort,
      settings: { ...SUITE_SETTINGS, publicUrl: `http://127.0.0.1:${sandboxPort}` },
    }),
  );
  const outDir = await mkdtemp(join(tmpdir(), 'casino-web-e2e-'));
  let server: PreviewServer | undefined;
  let browser: BrowserServer | undefined;
  let previousNodeEnv: string | undefined;
  try {
    // Vitest sets NODE_ENV=test, which would make Vite build React's development
    // bundle and the app's development mode (no SSO, no size realism): build for production.
    previousNodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    process.env.VITE_API_URL = stack.url;
    // The site's mirror data (SITE) names sso.example.com: left off the list, so the start-up SSO is refused.
    process.env.VITE_SSO_HOSTS = 'auth.example.org';
    // Not the site's newLink (casino-mirror2.example): only redirects.spec.ts moves the site to this mirror.
    process.env.VITE_MIRROR_HOSTS = 'mirror-e2e.example';
    await setSite(stack.sandboxUrl);
    await build({
      root: webRoot,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    server = await onFreePort((port) =>
      preview({
        root: webRoot,
        logLevel: 'warn',
        build: { outDir },
        preview: { host: '127.0.0.1', port, strictPort: true },
      }),
    );
    browser = await launchChromiumServer(chromium);
  } catch (error) {
    await server?.close();
    await stack.stop();
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
  project.provide('apiUrl', stack.url);
  project.provide('sandboxUrl', stack.sandboxUrl);
  project.provide('distDir', outDir);

  return async () => {
    // The violations are reported whatever the clean-up does.
    try {
      await browser?.close();
      await server?.close();
      await stack.stop();
      await rm(outDir, { recursive: true, force: true });
    } finally {
      failOnViolations(stack.violations);
    }
  };
}

/** Gives the sandbox the site data the specs expect (mirrors to check, the SSO link, a mirror move). */
async function setSite(sandboxUrl: string): Promise<void> {
  const answer = await fetch(`${sandboxUrl}/_sandbox/site`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(SITE),
  });
  if (!answer.ok) throw new Error(`the sandbox refused the site data: ${answer.status}`);
}

/** The contract check over the whole suite: any violation the proxy reported fails the run. */
function failOnViolations(violations: SandboxStack['violations']): void {
  if (violations.length === 0) return;
  const lines = violations.map((v) => `  - ${v.kind}, ${v.operation}: ${v.message}`);
  const report = [
    `Contract check FAILED: the proxy reported ${violations.length} violation(s) during the browser suite:`,
    ...lines,
  ].join('\n');
  console.error(`\n${report}\n`);
  throw new Error(report);
}
