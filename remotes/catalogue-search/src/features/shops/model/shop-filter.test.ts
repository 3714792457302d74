import { filterFromParams, filterToParams, todayHours } from './shop-filter.ts';

describe('shop filter in the URL', () => {
  it('reads category, newest, order, group and tag, ignoring unknown values', () => {
    expect(filterFromParams(new URLSearchParams('category_id=3&newest=1&order_by=rating&group=open&tag_id=2'))).toEqual({
      category_id: 3,
      newest: true,
      order_by: 'rating',
      group: 'open',
      tag_id: 2,
    });
    expect(filterFromParams(new URLSearchParams('category_id=x&order_by=evil&group=nope'))).toEqual({
      category_id: undefined,
      newest: undefined,
      order_by: undefined,
      group: undefined,
      tag_id: undefined,
    });
  });
  it('writes the filter back, keeping other params', () => {
    const next = filterToParams({ category_id: 5, newest: true }, new URLSearchParams('v=2&order_by=price'));
    expect(next.toString()).toBe('v=2&category_id=5&newest=1');
  });
});

describe("today's hours", () => {
  const monday = new Date(2025, 0, 6, 12);
  const days = [{ day: 'monday' as const, from: '09:00', to: '22:00', disabled: false }];
  it("are the working day's", () => {
    expect(todayHours({ shop_working_days: days, shop_closed_date: [] }, monday)).toEqual(days[0]);
  });
  it('are none on a closed date or a disabled day', () => {
    expect(todayHours({ shop_working_days: days, shop_closed_date: [{ day: '2025-01-06' }] }, monday)).toBeNull();
    expect(todayHours({ shop_working_days: [{ ...days[0]!, disabled: true }], shop_closed_date: [] }, monday)).toBeNull();
  });
});
