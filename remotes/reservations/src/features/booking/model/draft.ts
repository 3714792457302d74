import { storedJson } from '@market/bus';

/** What a guest chose before signing in: kept in sessionStorage so the choices survive the trip to /login. */
export interface BookingDraft {
  sectionId?: number;
  tableId?: number;
  date?: string;
  time?: string;
  guests: number;
  note: string;
}

export const EMPTY_DRAFT: BookingDraft = { guests: 2, note: '' };

/** Storage full or disabled: the choices just won't survive a reload. */
const storedDraft = (shopId: number) => storedJson<Partial<BookingDraft>>('session', `market:reservations:draft:${shopId}`);

export function loadDraft(shopId: number): BookingDraft {
  const stored = storedDraft(shopId).read();
  return stored ? { ...EMPTY_DRAFT, ...stored } : EMPTY_DRAFT;
}

export function saveDraft(shopId: number, draft: BookingDraft): void {
  storedDraft(shopId).write(draft);
}

export function clearDraft(shopId: number): void {
  storedDraft(shopId).write(null);
}
