import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withFileLock } from './proc.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('withFileLock', () => {
  it('lets one holder in at a time and releases the lock after', async () => {
    const lock = path.join(dir, 'a.lock');
    const log: string[] = [];
    const hold = (name: string) =>
      withFileLock(lock, async () => {
        log.push(`${name} in`);
        await new Promise((r) => setTimeout(r, 30));
        log.push(`${name} out`);
      }, { staleMs: 60_000, pollMs: 5 });
    await Promise.all([hold('one'), hold('two'), hold('three')]);
    for (let i = 0; i < log.length; i += 2) expect(log[i + 1]).toBe(log[i]!.replace(' in', ' out'));
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('takes over a lock left by a process that died, file or folder', async () => {
    for (const leftover of ['file', 'folder'] as const) {
      const lock = path.join(dir, `${leftover}.lock`);
      if (leftover === 'file') fs.writeFileSync(lock, '12345');
      else fs.mkdirSync(lock);
      const old = new Date(Date.now() - 10 * 60_000);
      fs.utimesSync(lock, old, old);
      await expect(withFileLock(lock, () => 'ran', { staleMs: 60_000, pollMs: 5 })).resolves.toBe('ran');
    }
  });

  it('gives up after waitMs with the error it is given', async () => {
    const lock = path.join(dir, 'busy.lock');
    fs.writeFileSync(lock, '1');
    await expect(withFileLock(lock, () => 'ran', { staleMs: 60_000, pollMs: 5, waitMs: 30, timedOut: () => new Error('busy') })).rejects.toThrow('busy');
  });
});
