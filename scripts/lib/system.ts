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
  /** What the tool does without an optional part, for the warning. */
  without?: string;
}

const PARTS: Record<string, Part[]> = {
  nginx: [
    { what: 'nginx', debianPackage: 'nginx', present: () => fs.existsSync('/usr/sbin/nginx'), required: true },
    {
      what: "nginx's brotli_static module",
      debianPackage: 'libnginx-mod-http-brotli-static',
      present: () => findBrotliModule() !== null,
      required: false,
      without: 'the gateway serves gzip instead of brotli',
    },
  ],
  chromium: [
    { what: 'chromium', debianPackage: 'chromium', present: () => fs.existsSync('/usr/bin/chromium'), required: true },
    // The e2e suite's browser (e2e/playwright.config.ts): the same Chromium without the full browser's windowing.
    {
      what: "chromium's headless shell",
      debianPackage: 'chromium-headless-shell',
      present: () => fs.existsSync('/usr/bin/chromium-headless-shell'),
      required: false,
      without: 'the e2e suite runs in the full chromium, about a quarter slower',
    },
  ],
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
    const less = missing.map((p) => p.without).filter(Boolean).join('; ');
    console.warn(`warning: missing ${names}; ${less}. Install it as root: ${install}`);
    return;
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  // The required packages first, the optional ones on their own: a release without an optional package still gets
  // the others (apt-get refuses a whole list for one unknown name).
  for (const required of [true, false]) {
    const some = missing.filter((p) => p.required === required).map((p) => p.debianPackage);
    if (!some.length) continue;
    console.log(`installing ${some.join(' ')} with apt-get`);
    try {
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...some], { stdio: 'inherit', env });
    } catch (error) {
      if (required) throw error;
    }
  }
  const still = missingParts(tools);
  if (still.some((p) => p.required)) throw new Error(`apt-get installed ${packages.join(' ')}, but ${still.map((p) => p.what).join(', ')} is still missing`);
  for (const p of still) console.warn(`warning: could not install ${p.debianPackage}; ${p.without ?? 'it runs with less'}`);
}
