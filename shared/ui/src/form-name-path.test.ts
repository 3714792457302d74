import fc from 'fast-check';
import { toNamePathStr as antdToNamePathStr } from 'antd/es/form/hooks/useForm';
import { toNamePathStr } from './form-name-path.ts';

// The stand-in must name a radio group's radios exactly as antd's own helper does, for every kind of field name.
describe('toNamePathStr (the Radio.Group helper without the form engine)', () => {
  it.each([[undefined], [false], ['payment'], [3], [['address', 0, 'city']], [[]]])('names %p as antd does', (name) => {
    expect(toNamePathStr(name)).toBe(antdToNamePathStr(name as never));
  });

  it('agrees with antd for any name', () => {
    const part = fc.oneof(fc.string(), fc.integer());
    fc.assert(
      fc.property(fc.oneof(part, fc.array(part), fc.constant(undefined), fc.constant(false)), (name) => {
        expect(toNamePathStr(name)).toBe(antdToNamePathStr(name as never));
      }),
    );
  });
});
