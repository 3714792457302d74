import { dayNameOf, type ClosedDate, type DayName, type DisabledSlot, type Settings, type WorkingDay } from '@market/contract';

/**
 * The rules that bound a reservation (one reading of the settings, kept in `rulesFromSettings` only):
 * - `durationMinutes`: how long a table is held, the booking's `max_time` (hours); start times are stepped by it;
 * - `daysAhead`: `reservation_time_durations` — how many days, from today, can be booked;
 * - `leadMinutes`: the earliest start from now — the larger of `reservation_before_time` and
 *   `min_reservation_time`, both in hours.
 */
export interface SlotRules {
  durationMinutes: number;
  stepMinutes: number;
  leadMinutes: number;
  daysAhead: number;
}

const num = (value: unknown, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};

export function rulesFromSettings(settings: Settings, maxTimeHours: number | undefined): SlotRules {
  const durationMinutes = Math.max(15, Math.round(num(maxTimeHours, 1) * 60));
  return {
    durationMinutes,
    stepMinutes: durationMinutes,
    leadMinutes: Math.round(Math.max(num(settings.reservation_before_time, 0), num(settings.min_reservation_time, 0)) * 60),
    daysAhead: Math.max(1, Math.round(num(settings.reservation_time_durations, 30))),
  };
}

/** The booking hours and closed dates of a shop. */
export interface BookingCalendar {
  workingDays: WorkingDay[];
  closedDates: ClosedDate[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Local calendar day of a date: 'YYYY-MM-DD'. */
export function dayKey(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** 'YYYY-MM-DD' (+ 'HH:mm') → local Date. */
export function toDate(day: string, time = '00:00'): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(y, m - 1, d, hh, mm);
}

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
/** 'YYYY-MM-DD HH:mm' → ms. */
const stamp = (value: string) => {
  const [day, time = '00:00'] = value.split(' ');
  return toDate(day!, time).getTime();
};

export function weekdayOf(day: string): DayName {
  return dayNameOf(toDate(day).getDay());
}

export type DayState = 'open' | 'closed' | 'day-off' | 'full' | 'too-late';

/** The start times ('HH:mm') a table can be booked at on a day. */
export function timeSlots(day: string, calendar: BookingCalendar, rules: SlotRules, busy: DisabledSlot[], now: Date): string[] {
  if (calendar.closedDates.some((c) => c.day === day)) return [];
  const hours = calendar.workingDays.find((w) => w.day === weekdayOf(day));
  if (!hours || hours.disabled) return [];
  const open = minutesOf(hours.from);
  // A closing time at or before the opening one runs past midnight.
  const close = minutesOf(hours.to) > open ? minutesOf(hours.to) : minutesOf(hours.to) + 24 * 60;
  const earliest = now.getTime() + rules.leadMinutes * 60_000;
  const taken = busy.map((b) => [stamp(b.start_date), stamp(b.end_date)] as const);
  const base = toDate(day).getTime();
  const slots: string[] = [];
  for (let m = open; m + rules.durationMinutes <= close; m += rules.stepMinutes) {
    const start = base + m * 60_000;
    const end = start + rules.durationMinutes * 60_000;
    if (start < earliest) continue;
    if (taken.some(([s, e]) => start < e && s < end)) continue;
    slots.push(timeOf(m % (24 * 60)));
  }
  return slots;
}

/** Why a day can or cannot be picked. */
export function dayState(day: string, calendar: BookingCalendar, rules: SlotRules, busy: DisabledSlot[], now: Date): DayState {
  if (calendar.closedDates.some((c) => c.day === day)) return 'closed';
  const hours = calendar.workingDays.find((w) => w.day === weekdayOf(day));
  if (!hours || hours.disabled) return 'day-off';
  if (timeSlots(day, calendar, rules, [], now).length === 0) return 'too-late';
  return timeSlots(day, calendar, rules, busy, now).length ? 'open' : 'full';
}

/** The days the picker offers, from today. */
export function pickerDays(rules: SlotRules, now: Date): string[] {
  return Array.from({ length: rules.daysAhead }, (_, i) => dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() + i)));
}

/** 'YYYY-MM-DD HH:mm' of the end of a stay that starts at `time` on `day`. */
export function endOfStay(day: string, time: string, rules: SlotRules): string {
  const end = new Date(toDate(day, time).getTime() + rules.durationMinutes * 60_000);
  return `${dayKey(end)} ${pad(end.getHours())}:${pad(end.getMinutes())}`;
}
