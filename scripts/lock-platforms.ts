// The npm registry mirror this project installs from serves only this platform's native binaries, so npm writes
// no lock entries for the other platforms' optional packages (@rspack/binding-darwin-arm64, @swc/core-win32-…),
// and `npm ci` then refuses the lock. This adds those entries as optional, with the os/cpu/libc their names
// state, so npm ci skips them here and installs them where they fit. Run after every `npm install`:
//   node scripts/lock-platforms.ts
import fs from 'node:fs';
import path from 'node:path';

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openbsd', 'netbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'];

interface Entry {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

/** os, cpu and libc from a platform package's name, e.g. binding-linux-arm64-musl. */
export function platformOf(name: string): Pick<Entry, 'os' | 'cpu' | 'libc'> {
  const parts = name.split('/').pop()!.split('-');
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find((c) => parts.includes(c)) ?? (parts.includes('armv7') || parts.includes('gnueabihf') || parts.includes('eabi') ? 'arm' : undefined);
  const libc = parts.some((p) => p === 'musl' || p === 'musleabihf') ? 'musl' : parts.some((p) => p === 'gnu' || p === 'gnueabihf') ? 'glibc' : undefined;
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc && (os ?? 'linux') === 'linux' ? { libc: [libc] } : {}) };
}

export function completeLock(lock: { packages: Record<string, Entry> }): string[] {
  const added: string[] = [];
  for (const [at, entry] of Object.entries(lock.packages)) {
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${at ? `${at}/` : ''}node_modules/${name}`;
      const top = `node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[top]) continue;
      const version = range.replace(/^[\^~=v]/, '');
      lock.packages[top] = { version, optional: true, ...platformOf(name) };
      added.push(`${name}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'package-lock.json'));
  const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
  const added = completeLock(lock);
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `added ${added.length} platform entries` : 'the lock was complete');
}
