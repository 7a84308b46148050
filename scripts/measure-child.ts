// Runs a Node child process for a benchmark and measures what the OS says it
// used: wall time, peak resident memory and CPU time (/usr/bin/time's when
// the machine has it, else sampled from /proc/<pid>/status and stat), and the
// most file descriptors it held (its /proc/<pid>/fd, sampled every 10 ms).
// Linux only for the samples (/proc); asynchronous, so that the loopback
// servers of the calling process keep answering while the child runs. Also
// the open-files limit of this process, which a child inherits.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/** What one run of the child used. */
export interface Measured {
  ms: number;
  status: number | null;
  stdout: string;
  /** Peak resident set, KiB: /usr/bin/time's maximum, or the highest VmHWM sampled. */
  peakRssKiB: number | null;
  /** CPU time (user + system) of the child, ms: /usr/bin/time's, or the last /proc/<pid>/stat sampled. */
  cpuMs: number | null;
  /** Where the peak RSS and CPU time come from. */
  source: '/usr/bin/time' | '/proc samples';
  /** CPU time this process spent while the child ran (its servers), ms. */
  ownCpuMs: number;
  /** Most open descriptors sampled in /proc/<pid>/fd. */
  peakFds: number;
  /** ms from the spawn to the child's first byte on stdout. */
  outputMs: number | null;
}

const TIME = '/usr/bin/time';
const SAMPLE_MS = 10;

/** The soft and hard "Max open files" of this process, or null where /proc/self/limits is absent. */
export function openFilesLimit(): { soft: number; hard: number } | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const [soft, hard] = (line?.match(/\d+|unlimited/g) ?? []).map((v) =>
      v === 'unlimited' ? Number.POSITIVE_INFINITY : Number(v),
    );
    return soft !== undefined && hard !== undefined ? { soft, hard } : null;
  } catch {
    return null;
  }
}

/** The pid of `parent`'s first child (the node that /usr/bin/time started), once it has one. */
function firstChild(parent: number): number | null {
  try {
    const pid = Number(
      readFileSync(`/proc/${parent}/task/${parent}/children`, 'utf8').trim().split(' ')[0],
    );
    return pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** utime + stime of /proc/<pid>/stat, ms (at the usual 100 clock ticks a second). */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Runs `process.execPath args` (under /usr/bin/time when present, which
 * writes its figures to `scratch`, a file path this removes) and resolves
 * once it has exited; its stderr passes through.
 */
export function measureChild(args: readonly string[], scratch: string): Promise<Measured> {
  const useTime = existsSync(TIME);
  const started = performance.now();
  const ownCpu = process.cpuUsage();
  const child = useTime
    ? spawn(TIME, ['-f', '%M %U %S', '-o', scratch, process.execPath, ...args], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
    : spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  let outputAt: number | null = null;
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    outputAt ??= performance.now();
    stdout += chunk;
  });
  let node: number | null = useTime ? null : (child.pid ?? null);
  let peakFds = 0;
  let hwm = 0;
  let cpu = 0;
  const timer = setInterval(() => {
    if (node === null && child.pid) node = firstChild(child.pid);
    if (node === null) return;
    try {
      peakFds = Math.max(peakFds, readdirSync(`/proc/${node}/fd`).length);
      const kib = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${node}/status`, 'utf8'))?.[1];
      if (kib) hwm = Math.max(hwm, Number(kib));
      cpu = cpuOf(node);
    } catch {
      // It exited between two samples.
    }
  }, SAMPLE_MS);
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const ms = performance.now() - started;
      clearInterval(timer);
      const used = process.cpuUsage(ownCpu);
      // /usr/bin/time's last line is "maxrss user sys" (a line before it tells a non-zero exit).
      const [rss, user, system] = useTime
        ? (readFileSync(scratch, 'utf8').trim().split('\n').at(-1) ?? '').split(' ').map(Number)
        : [];
      if (useTime) rmSync(scratch, { force: true });
      const timed = rss !== undefined && Number.isFinite(rss) && rss > 0;
      resolve({
        ms,
        status,
        stdout,
        peakRssKiB: timed ? rss : hwm || null,
        cpuMs: timed ? ((user ?? 0) + (system ?? 0)) * 1000 : cpu || null,
        source: timed ? '/usr/bin/time' : '/proc samples',
        ownCpuMs: (used.user + used.system) / 1000,
        peakFds,
        outputMs: outputAt === null ? null : outputAt - started,
      });
    });
  });
}
