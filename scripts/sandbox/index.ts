// The sandbox stack for tests and `npm start`: the stateful sandbox on one
// loopback port and Prism's validating proxy in front of it on another. Callers
// talk to `url` (the proxy); scenario controls go to `sandboxUrl` + `/_sandbox/`.
import { startContractProxy, type Violation } from './proxy.ts';
import { type Sandbox, startSandbox } from './server.ts';
import type { SandboxSettings } from './state.ts';

export type { SandboxSettings } from './state.ts';

export interface SandboxStack {
  /** The API address clients use: the validating proxy. */
  url: string;
  /** The sandbox itself (scenario controls under /_sandbox/). */
  sandboxUrl: string;
  sandbox: Sandbox;
  /** Every contract violation the proxy reported so far. */
  violations: Violation[];
  stop(): Promise<void>;
}

/** Starts sandbox and proxy on loopback (free ports unless given). */
export async function startSandboxStack(
  options: {
    port?: number;
    sandboxPort?: number;
    settings?: Partial<SandboxSettings>;
    bundle?: boolean;
    /** Also told of each violation as it happens (the list gets it either way). */
    onViolation?: (violation: Violation) => void;
  } = {},
): Promise<SandboxStack> {
  const server = await startSandbox({ port: options.sandboxPort, settings: options.settings });
  const violations: Violation[] = [];
  try {
    const proxy = await startContractProxy({
      upstream: server.url,
      port: options.port,
      bundle: options.bundle,
      onViolation: (v) => {
        violations.push(v);
        options.onViolation?.(v);
      },
    });
    return {
      url: proxy.url,
      sandboxUrl: server.url,
      sandbox: server.sandbox,
      violations,
      stop: async () => {
        await proxy.stop();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
