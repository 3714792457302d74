import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { findBrotliModule } from '../../nginx/render.ts';

/**
 * What each tool needs on the machine, one Debian package per part. A part is present when `present()` says so:
 * nginx without its brotli_static module still runs, but serves gzip where the gateway promises brotli, so the
 * module is checked on its own and not only the binary.
 */
interface Part {
  what: string;
  debianPackage: string;
  present: () => boolean;
  /** Without it the tool cannot run at all (an error), rather than runs with less (a warning). */
  required: boolean;
}

const PARTS: Record<string, Part[]> = {
  nginx: [
    { what: 'nginx', debianPackage: 'nginx', present: () => fs.existsSync('/usr/sbin/nginx'), required: true },
    { what: "nginx's brotli_static module", debianPackage: 'libnginx-mod-http-brotli-static', present: () => findBrotliModule() !== null, required: false },
  ],
  chromium: [{ what: 'chromium', debianPackage: 'chromium', present: () => fs.existsSync('/usr/bin/chromium'), required: true }],
};

/** The parts of these tools that are not on this machine. */
export function missingParts(tools: string[]): Part[] {
  return tools.flatMap((t) => PARTS[t] ?? []).filter((p) => !p.present());
}

/**
 * Installs the Debian packages the e2e suite needs when any part is missing (as root, with apt-get); anywhere else
 * it says what to install: an error when a tool cannot run without it, a warning when it runs with less.
 */
export function ensureSystemPackages(tools: string[]): void {
  const missing = missingParts(tools);
  if (!missing.length) return;
  const packages = missing.map((p) => p.debianPackage);
  const install = `apt-get install ${packages.join(' ')}`;
  if (process.getuid?.() !== 0 || !fs.existsSync('/usr/bin/apt-get')) {
    const names = missing.map((p) => p.what).join(', ');
    if (missing.some((p) => p.required)) throw new Error(`missing ${names}: install the Debian packages ${packages.join(' ')} (as root: ${install})`);
    console.warn(`warning: missing ${names}; the gateway serves gzip instead of brotli. Install it as root: ${install}`);
    return;
  }
  console.log(`installing ${packages.join(' ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  const still = missingParts(tools);
  if (still.length) throw new Error(`apt-get installed ${packages.join(' ')}, but ${still.map((p) => p.what).join(', ')} is still missing`);
}
