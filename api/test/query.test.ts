import { list, parseQuery } from '../src/lib/query.ts';

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
});
