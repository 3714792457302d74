import fc from 'fast-check';
import { list, parseQuery, qsQuery } from '../src/lib/query.ts';

/** A parsed query with each object's prototype and its keys in order, so that two readings compare exactly. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return ['list', value.map(shape)];
  if (value && typeof value === 'object') return [Object.getPrototypeOf(value) === null ? 'bare' : 'object', Object.entries(value).map(([k, v]) => [k, shape(v)])];
  return value;
}

describe('parseQuery', () => {
  it('reads bracket notation as axios writes it', () => {
    const q = parseQuery('address%5Blatitude%5D=38.9&address[longitude]=-77&statuses[]=new&statuses[]=accepted&ids[0]=5&ids[1]=6&notes[1234]=no+onions&a=1&a=2');
    expect(q).toEqual({
      address: { latitude: '38.9', longitude: '-77' },
      statuses: ['new', 'accepted'],
      ids: ['5', '6'],
      notes: { 1234: 'no onions' },
      a: ['1', '2'],
    });
    expect(list(q.ids)).toEqual(['5', '6']);
    expect(list('1,2')).toEqual(['1', '2']);
  });

  it('drops prototype keys and survives garbage', () => {
    const q = parseQuery('__proto__[x]=1&a[__proto__][y]=2&constructor[prototype][z]=3&%E0%A4%A=bad&b[c=1&=x');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(Object.keys(q)).not.toContain('__proto__');
    expect(q['%E0%A4%A']).toBe('bad');
  });

  it('keeps a map by id a map, whatever the ids', () => {
    const small = parseQuery('notes[3]=no+onions&notes[7]=extra+napkins');
    const large = parseQuery('notes[1234]=no+onions');
    expect({ ...(small.notes as object) }).toEqual({ 3: 'no onions', 7: 'extra napkins' });
    expect(Array.isArray(small.notes)).toBe(false);
    expect({ ...(large.notes as object) }).toEqual({ 1234: 'no onions' });
    expect(parseQuery('ids[0]=5&ids[1]=6&statuses[]=new').ids).toEqual(['5', '6']);
  });

  it('stops at 300 pairs and 5 levels', () => {
    const many = parseQuery(Array.from({ length: 400 }, (_, i) => `k${i}=${i}`).join('&'));
    expect(Object.keys(many)).toHaveLength(300);
    expect(parseQuery('a[b][c][d][e][f][g]=1')).toEqual({ a: { b: { c: { d: { e: { f: { '[g]': '1' } } } } } } });
  });

  it('reads every query as qs does, with or without its own reading of flat keys', () => {
    const piece = fc.constantFrom(
      'search', 'page', 'lang', 'address', 'latitude', '__proto__', 'a', 'b1', '_x', '0', '7', '[', ']', '%5B', '%5d', '[]', '=', '=', '&', '&', '+',
      '%20', '%E0%A4', '%E2%9C%93', '%25', '%3D', '%26', '.', ',', ' ', 'é', 'سيزر', '?',
    );
    const query = fc.array(piece, { maxLength: 24 }).map((pieces) => pieces.join(''));
    const pairs = fc
      .array(fc.tuple(fc.constantFrom('search', 'page', 'lang', 'perPage', 'open', 'address[latitude]', 'address%5Blongitude%5D', 'address'), fc.string({ maxLength: 6 })), { maxLength: 6 })
      .map((list) => list.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&'));
    fc.assert(
      fc.property(fc.oneof(query, pairs), (text) => {
        expect(shape(parseQuery(text))).toEqual(shape(qsQuery(text)));
      }),
      { numRuns: 3000 },
    );
    const many = Array.from({ length: 301 }, (_, i) => `k${i}=${i}`).join('&');
    for (const text of [many, 'search=a]=b&page=1', 'search=a%5D=b', 'address[latitude]=1&address[latitude]=2', 'open&page=']) {
      expect(shape(parseQuery(text))).toEqual(shape(qsQuery(text)));
    }
    const mixed = 'search=caesar+salad&page=2&perPage=12&lang=ar&address%5Blatitude%5D=38.91&address%5Blongitude%5D=-77.03&open=1';
    expect(shape(parseQuery(mixed))).toEqual(shape(qsQuery(mixed)));
    expect(parseQuery(mixed)).toEqual({ search: 'caesar salad', page: '2', perPage: '12', lang: 'ar', address: { latitude: '38.91', longitude: '-77.03' }, open: '1' });
  });
});
