/**
 * Runs a real nginx from a rendered config (e2e harness and tests): find the binary, `nginx -t`, start in the
 * foreground on a port, stop.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { writeNginxConf } from './render.ts';
import type { RenderOptions } from './render.ts';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx', '/usr/local/bin/nginx', '/opt/homebrew/bin/nginx'];

/** $NGINX_BIN or the first nginx found in the usual places; null when there is none. */
export function findNginx(): string | null {
  if (process.env.NGINX_BIN) return fs.existsSync(process.env.NGINX_BIN) ? process.env.NGINX_BIN : null;
  return CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}

/** The nginx binary, or an error that says how to get one. */
export function requireNginx(): string {
  const bin = findNginx();
  if (!bin) {
    throw new Error(
      `nginx not found (looked at $NGINX_BIN, ${CANDIDATES.join(', ')}). Install it (Debian: apt-get install -y nginx ` +
        'libnginx-mod-http-brotli-static; `npm test` does this as root) or set NGINX_BIN.',
    );
  }
  return bin;
}

/** `nginx -t` on a config file. */
export function testNginxConf(confFile: string, bin = requireNginx()): { ok: boolean; output: string } {
  const r = spawnSync(bin, ['-e', 'stderr', '-t', '-c', path.resolve(confFile)], { encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}

/** A port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

function waitForPort(port: number, host: string, child: ChildProcess, log: () => string, timeoutMs = 10000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null || child.signalCode !== null) {
        reject(new Error(`nginx exited (${child.exitCode ?? child.signalCode}):\n${log()}`));
        return;
      }
      const sock = net.connect(port, host);
      sock.once('connect', () => {
        sock.destroy();
        resolve();
      });
      sock.once('error', () => {
        sock.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${host}:${port}:\n${log()}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

export interface NginxHandle {
  port: number;
  /** With TLS and a redirectPort: the plain-HTTP port that redirects to HTTPS. */
  redirectPort?: number;
  url: string;
  confFile: string;
  process: ChildProcess;
  /** What nginx wrote to stderr so far. */
  log(): string;
  close(): Promise<void>;
}

/**
 * Renders the config (port 0 picks a free one, and so does redirectPort 0; tempDir defaults to a fresh temp folder), checks it with
 * `nginx -t`, starts nginx in the foreground and waits until it listens.
 */
export async function startNginx(opts: RenderOptions & { bin?: string; confFile?: string }): Promise<NginxHandle> {
  const bin = opts.bin ?? requireNginx();
  const port = opts.port || (await freePort());
  const redirectPort = opts.tls && opts.redirectPort !== undefined ? opts.redirectPort || (await freePort()) : undefined;
  const tempDir = opts.tempDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'market-nginx-'));
  const confFile = opts.confFile ?? path.join(tempDir, 'nginx.conf');
  const { bin: _bin, confFile: _conf, ...render } = opts;
  writeNginxConf({ ...render, port, redirectPort, tempDir }, confFile);
  const checked = testNginxConf(confFile, bin);
  if (!checked.ok) throw new Error(`nginx -t failed for ${confFile}:\n${checked.output}`);

  const child = spawn(bin, ['-e', 'stderr', '-p', tempDir, '-c', confFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const host = opts.listen && opts.listen !== '0.0.0.0' ? opts.listen : '127.0.0.1';
  const log = () => stderr;
  try {
    await waitForPort(port, host, child, log);
    if (redirectPort) await waitForPort(redirectPort, host, child, log);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  const scheme = opts.tls ? 'https' : 'http';
  return {
    port,
    redirectPort,
    url: `${scheme}://${host}:${port}`,
    confFile,
    process: child,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) {
          resolve();
          return;
        }
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
