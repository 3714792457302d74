import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addressChanged, $session } from '@market/bus';
import { getData, http, listOf } from '@market/http';
import {
  addressBody, addressFromWire, type ActiveAddress, type Address, type AddressInput, type AddressWire, type Envelope, type GeocodeResult, type Paginated,
} from '@market/contract';

export const addressesKey = ['account', 'addresses'] as const;

export type { AddressInput };

export const toActive = (a: Pick<Address, 'id' | 'title' | 'address' | 'location'>): ActiveAddress => ({
  id: a.id,
  title: a.title,
  address: a.address.address,
  location: a.location,
});

/** The saved addresses (page size 100), read from the wire's `location` object; only called when signed in. */
export function useAddresses(enabled = true) {
  return useQuery({
    queryKey: addressesKey,
    queryFn: async () => listOf((await http.get<Paginated<AddressWire>>('dashboard/user/addresses', { params: { perPage: 100 } })).data).map(addressFromWire),
    enabled: enabled && $session.getState().signedIn,
    staleTime: 0,
  });
}

/** Tell the shell which address is active now. */
function announceActive(list: Address[] | undefined) {
  const active = list?.find((a) => a.active);
  if (active) addressChanged(toActive(active));
}

export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: AddressInput }) =>
      addressFromWire(
        (id
          ? await http.put<Envelope<AddressWire>>(`dashboard/user/addresses/${id}`, addressBody(body))
          : await http.post<Envelope<AddressWire>>('dashboard/user/addresses', addressBody(body))
        ).data.data,
      ),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: addressesKey });
      if (saved.active) addressChanged(toActive(saved));
    },
  });
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete('dashboard/user/addresses/delete', { params: { 'ids[0]': id } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: addressesKey });
      announceActive(client.getQueryData<Address[]>(addressesKey));
    },
  });
}

/** Exactly one active: the chosen one turns active at once (optimistic), the others off; rolled back on failure. */
export function useSetActiveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post(`dashboard/user/address/set-active/${id}`),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: addressesKey });
      const before = client.getQueryData<Address[]>(addressesKey);
      const next = before?.map((a) => ({ ...a, active: a.id === id }));
      client.setQueryData(addressesKey, next);
      announceActive(next);
      return { before };
    },
    onError: (_e, _id, ctx) => {
      client.setQueryData(addressesKey, ctx?.before);
      announceActive(ctx?.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: addressesKey }),
  });
}

export const reverseGeocode = (latitude: number, longitude: number) =>
  getData<GeocodeResult>('rest/geocode/reverse', { latitude, longitude });

export const searchPlaces = async (search: string) => listOf(await getData<GeocodeResult[]>('rest/geocode/search', { search }));
