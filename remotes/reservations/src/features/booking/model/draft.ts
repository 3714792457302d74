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

const key = (shopId: number) => `market:reservations:draft:${shopId}`;

export function loadDraft(shopId: number): BookingDraft {
  try {
    const raw = sessionStorage.getItem(key(shopId));
    return raw ? { ...EMPTY_DRAFT, ...(JSON.parse(raw) as Partial<BookingDraft>) } : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(shopId: number, draft: BookingDraft): void {
  try {
    sessionStorage.setItem(key(shopId), JSON.stringify(draft));
  } catch {
    // storage full or disabled: the choices just won't survive a reload
  }
}

export function clearDraft(shopId: number): void {
  try {
    sessionStorage.removeItem(key(shopId));
  } catch {
    // nothing kept
  }
}
