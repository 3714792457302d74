import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addressChanged, $session } from '@market/bus';
import { ADDRESSES_KEY, addressesChanged, addressesQuery, http, setActiveAddress } from '@market/http';
import {
  addressBody, addressFromWire, type ActiveAddress, type Address, type AddressInput, type AddressWire, type Envelope,
} from '@market/contract';

export type { AddressInput };

export const toActive = (a: Pick<Address, 'id' | 'title' | 'address' | 'location'>): ActiveAddress => ({
  id: a.id,
  title: a.title,
  address: a.address.address,
  location: a.location,
});

/** The saved addresses (the apps' one addresses query), read afresh on every visit; only called when signed in. */
export function useAddresses(enabled = true) {
  return useQuery({ ...addressesQuery(), enabled: enabled && $session.getState().signedIn, staleTime: 0 });
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
      await addressesChanged(client);
      if (saved.active) addressChanged(toActive(saved));
    },
  });
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete('dashboard/user/addresses/delete', { params: { 'ids[0]': id } }),
    onSuccess: async () => {
      await addressesChanged(client);
      announceActive(client.getQueryData<Address[]>(ADDRESSES_KEY));
    },
  });
}

/** Exactly one active: the chosen one turns active at once (optimistic), the others off; rolled back on failure. */
export function useSetActiveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => setActiveAddress(id),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: ADDRESSES_KEY });
      const before = client.getQueryData<Address[]>(ADDRESSES_KEY);
      const next = before?.map((a) => ({ ...a, active: a.id === id }));
      client.setQueryData(ADDRESSES_KEY, next);
      announceActive(next);
      return { before };
    },
    onError: (_e, _id, ctx) => {
      client.setQueryData(ADDRESSES_KEY, ctx?.before);
      announceActive(ctx?.before);
    },
    onSettled: () => addressesChanged(client),
  });
}

/** Places matching a typed address (the geocoder's one fetcher, in @market/map/picker). */
export { searchAddressMatches as searchPlaces } from '@market/map/picker';
