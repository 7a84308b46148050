// `npm run sandbox` (and the API half of `npm start`): the stateful sandbox on
// 127.0.0.1:4011 behind Prism's validating proxy on 127.0.0.1:4010. Codes,
// payments and every contract violation are written to stderr (operation and
// message only: never headers, so never a token). Ports: API_PORT (4010) and
// SANDBOX_PORT (4011); LIVE_SPEED (1) runs the live rounds that many times
// faster (a demo or a test that cannot wait). Ctrl-C or SIGTERM stops both.
import { startSandboxStack } from './sandbox/index.ts';

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > 65535) {
    console.error(`sandbox: ${name} must be a port number from 1 to 65535, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

function speed(): number {
  const raw = process.env.LIVE_SPEED;
  if (raw === undefined || raw === '') return 1;
  const value = Number(raw);
  if (!(value >= 1 && value <= 100)) {
    console.error(`sandbox: LIVE_SPEED must be a number from 1 to 100, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

const apiPort = port('API_PORT', 4010);
const sandboxPort = port('SANDBOX_PORT', 4011);
const stack = await startSandboxStack({
  port: apiPort,
  sandboxPort,
  settings: { publicUrl: `http://127.0.0.1:${sandboxPort}`, liveSpeed: speed() },
  onViolation: (v) =>
    console.error(`sandbox: contract ${v.kind} violation, ${v.operation}: ${v.message}`),
});
console.error(
  `sandbox: API on ${stack.url} (validated by Prism), sandbox and its controls on ${stack.sandboxUrl}/_sandbox/; ` +
    `development code ${stack.sandbox.world.settings.developmentCode}`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    stack.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
