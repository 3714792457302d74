import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, listIn, nextPage } from '@market/http';
import type {
  Booking,
  BookingBody,
  BookingTable,
  DisabledSlot,
  Envelope,
  Paginated,
  Shop,
  ShopSection,
  UserBooking,
} from '@market/contract';

export const PAGE_SIZE = 12;

export function useBookingShops(search: string) {
  return useInfiniteQuery({
    queryKey: ['reservations', 'shops', search],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      (
        await http.get<Paginated<Shop>>('rest/booking/shops/paginate', {
          params: { page: pageParam, perPage: PAGE_SIZE, ...(search ? { search } : {}) },
        })
      ).data,
    getNextPageParam: nextPage,
  });
}

export const MY_BOOKINGS_KEY = ['reservations', 'my-bookings'] as const;

export function useMyBookings(enabled: boolean) {
  return useQuery({
    queryKey: MY_BOOKINGS_KEY,
    enabled,
    queryFn: async () => listIn((await http.get<Paginated<UserBooking>>('dashboard/user/my-bookings', { params: { perPage: 50 } })).data),
  });
}

export function useBookingShop(shopId: number) {
  return useQuery({
    queryKey: ['reservations', 'shop', shopId],
    queryFn: async () => (await http.get<Envelope<Shop>>(`rest/booking/shops/${shopId}`)).data.data,
  });
}

/**
 * The shop's reservation offer (its `max_time` is the stay length; its `id` is the booking's `booking_id`). Found by
 * `shop.id` as the family's client does: a family backend lists every shop's offers whatever `shop_id` asks.
 */
export function useBookingOffer(shopId: number) {
  return useQuery({
    queryKey: ['reservations', 'offer', shopId],
    queryFn: async () => {
      const offers = listIn((await http.get<Envelope<Booking[]>>('rest/booking/bookings', { params: { shop_id: shopId } })).data).filter(
        (b) => b.shop?.id === shopId,
      );
      return offers.find((b) => b.active) ?? offers[0] ?? null;
    },
  });
}

export function useSections(shopId: number) {
  return useQuery({
    queryKey: ['reservations', 'sections', shopId],
    queryFn: async () =>
      listIn((await http.get<Envelope<ShopSection[]>>('rest/booking/shop-sections', { params: { shop_id: shopId, perPage: 50 } })).data),
  });
}

export function useTables(sectionId: number | undefined) {
  return useQuery({
    queryKey: ['reservations', 'tables', sectionId],
    enabled: sectionId !== undefined,
    queryFn: async () =>
      listIn((await http.get<Envelope<BookingTable[]>>('rest/booking/tables', { params: { shop_section_id: sectionId, perPage: 100 } })).data),
  });
}

/** The busy slots of a table over the picker's days: a bare array (the family's shape, no `data`). */
export function useDisabledSlots(tableId: number | undefined, from: string, to: string) {
  return useQuery({
    queryKey: ['reservations', 'disabled', tableId, from, to],
    enabled: tableId !== undefined,
    queryFn: async () => {
      const slots = (await http.get<DisabledSlot[]>(`rest/booking/disable-dates/table/${tableId}`, { params: { date_from: from, date_to: to } })).data;
      return Array.isArray(slots) ? slots : [];
    },
  });
}

export function useCreateBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: BookingBody) => (await http.post<Envelope<UserBooking>>('dashboard/user/my-bookings', body)).data.data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['reservations'] }),
  });
}
