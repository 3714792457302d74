import fc from 'fast-check';
import { DAY_NAMES, dayNameOf } from './catalogue.ts';

describe("the API's day keys", () => {
  it('are the week from Monday, as the API lists working days', () => {
    expect(DAY_NAMES).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
  });

  it("name a date's weekday as its English name in lower case", () => {
    const english = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (date) => {
        expect(dayNameOf(date.getUTCDay())).toBe(english.format(date).toLowerCase());
      }),
    );
  });
});
