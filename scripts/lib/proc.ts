import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const children = new Set<ChildProcess>();

/** Starts a long-running child in its own process group; `stopAll` ends every one of them. */
export function startProcess(name: string, command: string, args: string[], opts: SpawnOptions & { quiet?: boolean } = {}): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...opts });
  children.add(child);
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${name}] ${l}\n`)
      .join('');
  if (!opts.quiet) {
    child.stdout?.on('data', (c: Buffer) => process.stdout.write(prefix(c)));
  } else {
    child.stdout?.resume();
  }
  child.stderr?.on('data', (c: Buffer) => process.stderr.write(prefix(c)));
  child.on('exit', () => children.delete(child));
  return child;
}

export function stopAll(): void {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** Runs a command to completion; rejects on a non-zero exit. */
export function run(command: string, args: string[], opts: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...opts });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

export function waitForPort(port: number, host = '127.0.0.1', timeoutMs = 60000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on ${host}:${port} after ${timeoutMs} ms`));
        else setTimeout(attempt, 250);
      });
    };
    attempt();
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export function onShutdown(cleanup: () => void | Promise<void>): void {
  let done = false;
  const handler = async () => {
    if (done) return;
    done = true;
    await cleanup();
    stopAll();
    process.exit(0);
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

/** A free port whose next two are free too (the Auth emulator, its hub and its log server). */
export async function freePortBlock(): Promise<number> {
  for (let i = 0; i < 20; i++) {
    const port = 20000 + Math.floor(Math.random() * 30000);
    const ok = await Promise.all([port, port + 1, port + 2].map(isFree));
    if (ok.every(Boolean)) return port;
  }
  throw new Error('no free port block');
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Runs `fn` holding a lock on this machine: a file created exclusively at `lock` (creation is atomic, so only one
 * process holds it). A lock older than `staleMs` was left by a process that died, and is taken over. Between tries
 * it waits `pollMs`; past `waitMs`, the error `timedOut()` makes is thrown.
 */
export async function withFileLock<T>(
  lock: string,
  fn: () => T | Promise<T>,
  { staleMs, pollMs, waitMs = Number.POSITIVE_INFINITY, timedOut = () => new Error(`${lock} is held by another process`) }: { staleMs: number; pollMs: number; waitMs?: number; timedOut?: () => Error },
): Promise<T> {
  for (let waited = 0; ; waited += pollMs) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      // recursive: a lock folder left by an earlier version of the build script goes too.
      if (age > staleMs) fs.rmSync(lock, { recursive: true, force: true });
      else if (waited > waitMs) throw timedOut();
      else await new Promise((r) => setTimeout(r, pollMs));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}
