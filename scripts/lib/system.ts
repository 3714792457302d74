import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const BINARIES: Record<string, string> = { nginx: '/usr/sbin/nginx', chromium: '/usr/bin/chromium' };
/** Debian packages for each tool (nginx with the brotli_static module). */
const PACKAGES: Record<string, string[]> = { nginx: ['nginx', 'libnginx-mod-http-brotli-static'], chromium: ['chromium'] };

/**
 * Installs the Debian packages the e2e suite needs when they are missing (as root, with apt-get); anywhere else
 * it says what to install.
 */
export function ensureSystemPackages(tools: string[]): void {
  const missing = tools.filter((t) => !fs.existsSync(BINARIES[t]));
  if (!missing.length) return;
  const packages = missing.flatMap((t) => PACKAGES[t]);
  if (process.getuid?.() !== 0 || !fs.existsSync('/usr/bin/apt-get')) {
    throw new Error(`missing ${missing.join(', ')}: install the Debian packages ${packages.join(' ')} (as root: apt-get install ${packages.join(' ')})`);
  }
  console.log(`installing ${packages.join(' ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
}
