import type { WorkingDay } from '@market/contract';
import { generateSlots } from './slots.ts';

const week = (from: string, to: string, disabled: WorkingDay['day'][] = []): WorkingDay[] =>
  (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day) => ({ day, from, to, disabled: disabled.includes(day) }));

// 2025-03-10 is a Monday.
const monday = (h: number, m = 0) => new Date(2025, 2, 10, h, m);

describe('delivery slots from working hours', () => {
  it('today keeps only what is left after now plus the lead, rounded to the step', () => {
    const [today] = generateSlots(week('09:00', '12:00'), [], monday(10, 5), { days: 1, step: 30, lead: 30 });
    expect(today).toEqual({ date: '2025-03-10', times: ['11:00', '11:30'] });
  });

  it('before opening, today starts at the opening hour; the next days are whole', () => {
    const slots = generateSlots(week('09:00', '11:00'), [], monday(6), { days: 2 });
    expect(slots).toEqual([
      { date: '2025-03-10', times: ['09:00', '09:30', '10:00', '10:30'] },
      { date: '2025-03-11', times: ['09:00', '09:30', '10:00', '10:30'] },
    ]);
  });

  it('after closing, today is left out', () => {
    const slots = generateSlots(week('09:00', '11:00'), [], monday(22), { days: 2 });
    expect(slots.map((s) => s.date)).toEqual(['2025-03-11']);
  });

  it('disabled week days and closed dates are excluded', () => {
    const slots = generateSlots(week('09:00', '10:00', ['tuesday']), [{ day: '2025-03-12' }], monday(6), { days: 4 });
    expect(slots.map((s) => s.date)).toEqual(['2025-03-10', '2025-03-13']);
  });

  it('a day with no working hours at all is excluded', () => {
    expect(generateSlots([], [], monday(6), { days: 3 })).toEqual([]);
  });

  it('hours past midnight run to the end of the day', () => {
    const [today] = generateSlots(week('22:00', '02:00'), [], monday(6), { days: 1, step: 60 });
    expect(today.times).toEqual(['22:00']);
  });
});
