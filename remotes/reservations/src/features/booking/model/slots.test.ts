import type { WorkingDay } from '@market/contract';
import { dayState, endOfStay, pickerDays, rulesFromSettings, timeSlots, type BookingCalendar } from './slots.ts';

const week = (from: string, to: string, off: string[] = []): WorkingDay[] =>
  (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day) => ({
    day,
    from,
    to,
    disabled: off.includes(day),
  }));

// Wednesday 2030-05-15, 09:00 local time.
const NOW = new Date(2030, 4, 15, 9, 0);
const calendar: BookingCalendar = { workingDays: week('10:00', '16:00', ['monday']), closedDates: [{ day: '2030-05-17' }] };
const rules = rulesFromSettings({ reservation_time_durations: '30', reservation_before_time: '0', min_reservation_time: '1' }, 2);

describe('rulesFromSettings', () => {
  it('steps by the booking max_time, books reservation_time_durations days ahead, leads by the larger notice', () => {
    expect(rules).toEqual({ durationMinutes: 120, stepMinutes: 120, leadMinutes: 60, daysAhead: 30 });
    expect(rulesFromSettings({ reservation_before_time: '7', min_reservation_time: '1' }, 1).leadMinutes).toBe(7 * 60);
  });
  it('falls back to sane values when settings are missing or broken', () => {
    expect(rulesFromSettings({ reservation_time_durations: 'x' }, undefined)).toEqual({
      durationMinutes: 60,
      stepMinutes: 60,
      leadMinutes: 0,
      daysAhead: 30,
    });
  });
});

describe('timeSlots', () => {
  it('offers starts stepped by the stay, each ending before closing time', () => {
    expect(timeSlots('2030-05-16', calendar, rules, [], NOW)).toEqual(['10:00', '12:00', '14:00']);
  });
  it('offers nothing earlier than the notice from now', () => {
    const late = new Date(2030, 4, 15, 11, 30);
    // earliest start 12:30: 12:00 is gone, 14:00 stays
    expect(timeSlots('2030-05-15', calendar, rules, [], late)).toEqual(['14:00']);
    const longNotice = rulesFromSettings({ reservation_before_time: '6' }, 2);
    expect(timeSlots('2030-05-15', calendar, longNotice, [], NOW)).toEqual([]);
  });
  it('offers nothing on a closed date or a day off', () => {
    expect(timeSlots('2030-05-17', calendar, rules, [], NOW)).toEqual([]);
    expect(timeSlots('2030-05-20', calendar, rules, [], NOW)).toEqual([]); // a Monday
  });
  it('leaves out the times that overlap the table\'s disabled dates', () => {
    const busy = [{ start_date: '2030-05-16 11:00', end_date: '2030-05-16 13:00' }];
    expect(timeSlots('2030-05-16', calendar, rules, busy, NOW)).toEqual(['14:00']);
  });
  it('handles booking hours that run past midnight', () => {
    const night: BookingCalendar = { workingDays: week('20:00', '01:00'), closedDates: [] };
    expect(timeSlots('2030-05-16', night, rules, [], NOW)).toEqual(['20:00', '22:00']);
  });
});

describe('dayState', () => {
  it('tells why a day cannot be picked', () => {
    expect(dayState('2030-05-16', calendar, rules, [], NOW)).toBe('open');
    expect(dayState('2030-05-17', calendar, rules, [], NOW)).toBe('closed');
    expect(dayState('2030-05-20', calendar, rules, [], NOW)).toBe('day-off');
    expect(dayState('2030-05-15', calendar, rules, [], new Date(2030, 4, 15, 15, 0))).toBe('too-late');
    const allDay = [{ start_date: '2030-05-16 10:00', end_date: '2030-05-16 16:00' }];
    expect(dayState('2030-05-16', calendar, rules, allDay, NOW)).toBe('full');
  });
});

describe('pickerDays and endOfStay', () => {
  it('lists daysAhead days from today', () => {
    const days = pickerDays({ ...rules, daysAhead: 3 }, NOW);
    expect(days).toEqual(['2030-05-15', '2030-05-16', '2030-05-17']);
  });
  it('ends a stay max_time later, across midnight too', () => {
    expect(endOfStay('2030-05-16', '12:00', rules)).toBe('2030-05-16 14:00');
    expect(endOfStay('2030-05-16', '23:00', rules)).toBe('2030-05-17 01:00');
  });
});
