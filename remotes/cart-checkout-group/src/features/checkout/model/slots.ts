import { dayNameOf, type ClosedDate, type WorkingDay } from '@market/contract';

export interface DaySlots {
  /** 'YYYY-MM-DD' in the shopper's local time. */
  date: string;
  /** 'HH:mm' starts of the delivery windows. */
  times: string[];
}

export interface SlotOptions {
  /** How many days, today included. */
  days?: number;
  /** Minutes between two slots. */
  step?: number;
  /** Minutes from now before the first slot of today (preparation). */
  lead?: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h || 0) * 60 + (m || 0);
};
const toHhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * Delivery date and time choices from a shop's working hours: what is left of today (from now + lead, rounded up
 * to the step), then the next days; days the shop does not work and its closed dates are left out. A day whose
 * hours end before they start runs past midnight; its slots stop at 23:59.
 */
export function generateSlots(working: WorkingDay[], closed: ClosedDate[], now: Date, opts: SlotOptions = {}): DaySlots[] {
  const { days = 7, step = 30, lead = 30 } = opts;
  const closedDays = new Set(closed.map((c) => c.day));
  const result: DaySlots[] = [];
  for (let offset = 0; offset < days; offset++) {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
    const date = isoDate(day);
    const hours = working.find((w) => w.day === dayNameOf(day.getDay()));
    if (!hours || hours.disabled || closedDays.has(date)) continue;
    const open = toMinutes(hours.from);
    let close = toMinutes(hours.to);
    if (close <= open) close = 24 * 60 - 1;
    let start = open;
    if (offset === 0) {
      const earliest = now.getHours() * 60 + now.getMinutes() + lead;
      start = Math.max(open, Math.ceil(earliest / step) * step);
    }
    const times: string[] = [];
    for (let m = start; m + step <= close; m += step) times.push(toHhmm(m));
    if (times.length) result.push({ date, times });
  }
  return result;
}
