/**
 * How the site server reaches one render host: a sandboxed process (the site's only way), or an
 * injected transport (the bench's in-process reference, src/bench/). The connection above it
 * (renderHostConnection.ts) holds the protocol and its bounds; a transport only carries frames,
 * says how much it has queued, measures the process's CPU from outside, and ends it.
 */
import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { FrameReader, encodeFrame } from './host/frames';
import { processCpuMs } from './processCpu';
import type { SandboxPlan } from './sandbox/plan';
import type { RenderFiles } from './sandbox/bubblewrap';
import type { ToHost } from './protocol';

interface TransportStart {
  plan: SandboxPlan;
  files: RenderFiles;
  heapMb: number;
  /** The longest message the host may send now (bytes): asked at each message's header. */
  maxFrame: () => number;
  onMessage: (message: unknown, bytes: number) => void;
  /** Told once, with why: it exited, could not start, or sent what is no message. */
  onGone: (reason: string) => void;
}

export interface Transport {
  /** Queues a message for the host. */
  send(message: ToHost): void;
  /** Bytes sent that the host has not read yet. */
  queued(): number;
  /** The paths the host reads its files at (inside its sandbox). */
  inside: { shellBuild: string; release: string | null };
  /** CPU the host has used so far (ms), measured from outside; null when unknown. */
  cpuMs(): number | null;
  kill(): void;
  readonly pid: number | undefined;
}

export type TransportFactory = (start: TransportStart) => Transport;

/** What is kept of a host's stderr, to say why it died. */
const STDERR_TAIL = 600;

/** The sandboxed process (render/sandbox/): its channel is descriptor 3, a socket pair. */
export const processTransport: TransportFactory = ({ plan, files, heapMb, maxFrame, onMessage, onGone }) => {
  const launch = plan.launch(files, heapMb);
  // A process group of its own, so stopping it stops the tools around it too.
  const child = spawn(launch.command, launch.args, {
    env: {},
    stdio: ['ignore', 'ignore', 'pipe', 'pipe', ...launch.descriptors],
    detached: true,
  });
  launch.done();
  const channel = child.stdio[3] as unknown as Readable & Writable;
  // bwrap names the sandboxed process on descriptor 5: that pid's CPU is what is measured and
  // what is killed (it is in a session of its own, outside the group).
  let sandboxed: number | undefined = launch.saysPid ? undefined : child.pid;
  if (launch.saysPid) {
    let info = '';
    const status = (child.stdio as unknown as (Readable | null)[])[5] ?? undefined;
    status?.on('data', (chunk: Buffer) => {
      info += chunk.toString('utf8');
      const pid = /"child-pid":\s*(\d+)/.exec(info)?.[1];
      if (pid && sandboxed === undefined) sandboxed = Number(pid);
    });
    status?.on('error', () => undefined);
  }
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL)));
  const reader = new FrameReader(maxFrame);
  const signal = (target: number | undefined) => {
    try {
      if (target) process.kill(target, 'SIGKILL');
    } catch {
      // gone already
    }
  };
  let exited = false;
  // The sandboxed process first, so that bwrap, its parent, reaps it and exits (a process killed
  // with its parent would be left to the machine's init to reap); then the tools, if still there.
  const kill = () => {
    signal(sandboxed);
    if (sandboxed === undefined) return signal(child.pid ? -child.pid : undefined);
    setTimeout(() => !exited && signal(child.pid ? -child.pid : undefined), 500).unref();
  };
  channel.on('data', (chunk: Buffer) => {
    let messages: { message: unknown; bytes: number }[];
    try {
      messages = reader.pushSized(chunk);
    } catch (error) {
      onGone(`it sent ${error instanceof Error ? error.message : 'an unreadable message'}`);
      return kill();
    }
    for (const { message, bytes } of messages) onMessage(message, bytes);
  });
  channel.on('error', () => undefined);
  child.on('error', (error) => onGone(`it could not be started: ${error.message}`));
  child.on('exit', (code, signal) => {
    exited = true;
    const last = stderr.trim().split('\n').pop()?.slice(0, 300);
    onGone(`it exited (${signal ?? `code ${code}`})${last ? `: ${last}` : ''}`);
  });
  return {
    send: (message) => void channel.write(encodeFrame(message)),
    queued: () => channel.writableLength,
    inside: launch.inside,
    cpuMs: () => (sandboxed === undefined ? null : processCpuMs(sandboxed)),
    kill,
    get pid() {
      return sandboxed ?? child.pid;
    },
  };
};
