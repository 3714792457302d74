import { jest } from '@jest/globals';
import fc from 'fast-check';
import { deniedStorage } from '@market/testing';
import { storedJson, storedText } from './storage.ts';

const KEY = 'market:test:thing';

const denied = deniedStorage();

const isText = (v: unknown): v is string => typeof v === 'string';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('storedJson', () => {
  it('gives back what it wrote, in the area it names', () => {
    fc.assert(
      fc.property(fc.constantFrom('local' as const, 'session' as const), fc.jsonValue(), (area, value) => {
        localStorage.clear();
        sessionStorage.clear();
        const stored = storedJson<unknown>(area, KEY);
        expect(stored.write(value)).toBe(true);
        // What JSON keeps of it (-0 comes back as 0).
        expect(stored.read()).toEqual(JSON.parse(JSON.stringify(value)));
        // null is no value: its key is removed.
        expect((area === 'local' ? localStorage : sessionStorage).getItem(KEY)).toBe(value === null ? null : JSON.stringify(value));
        expect((area === 'local' ? sessionStorage : localStorage).getItem(KEY)).toBeNull();
      }),
    );
  });

  it('removes the key when given null, and reads nothing then', () => {
    const stored = storedJson<{ a: number }>('local', KEY);
    stored.write({ a: 1 });
    expect(stored.write(null)).toBe(true);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(stored.read()).toBeNull();
  });

  it('reads a stored text that is not JSON as null', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        let json = true;
        try {
          JSON.parse(text);
        } catch {
          json = false;
        }
        fc.pre(!json);
        sessionStorage.setItem(KEY, text);
        expect(storedJson('session', KEY).read()).toBeNull();
      }),
    );
  });

  it('reads what its parse refuses as null, and what it accepts as parse gives it', () => {
    const names = storedJson<string[]>('local', KEY, (v) => (Array.isArray(v) && v.every(isText) ? v : null));
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        localStorage.setItem(KEY, JSON.stringify(value));
        const valid = Array.isArray(value) && value.every(isText);
        expect(names.read()).toEqual(valid ? value : null);
      }),
    );
  });

  it('never throws where storage is denied or missing', () => {
    for (const area of [denied, null]) {
      const stored = storedJson<number>(area, KEY);
      expect(stored.read()).toBeNull();
      expect(stored.write(1)).toBe(false);
      expect(stored.write(null)).toBe(false);
    }
    jest.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(storedJson('local', KEY).read()).toBeNull();
    expect(storedJson('local', KEY).write(1)).toBe(false);
  });

  it('says so when the quota is full, and keeps what was stored before', () => {
    const stored = storedJson<string>('local', KEY);
    stored.write('kept');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(stored.write('x'.repeat(100))).toBe(false);
    expect(stored.read()).toBe('kept');
  });
});

describe('storedText', () => {
  it('keeps a string as it is', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const stored = storedText('session', KEY);
        expect(stored.write(text)).toBe(true);
        expect(sessionStorage.getItem(KEY)).toBe(text);
        expect(stored.read()).toBe(text);
      }),
    );
    expect(storedText(denied, KEY).read()).toBeNull();
    expect(storedText(denied, KEY).write('a')).toBe(false);
  });
});
