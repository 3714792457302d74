import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { $address, $session, addressChanged, toastShown } from '@market/bus';
import type { Address, GeocodeResult } from '@market/contract';
import { ADDRESSES_KEY, addressesQuery, errorMessage, getRuntimeConfig, http, setActiveAddress } from '@market/http';
import { markActive, NOT_FOUND, toActive } from '../model/address.ts';

/** A signed-in user's saved addresses (the apps' one addresses query; the call is made only with a session). */
export function useAddresses() {
  const { signedIn } = useUnit($session);
  return useQuery({ ...addressesQuery(), enabled: signedIn });
}

/** Set-active: the list and the bus change at once; a failure puts both back and says why. */
export function useSetActiveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => setActiveAddress(id),
    onMutate: async (id: number) => {
      await client.cancelQueries({ queryKey: ADDRESSES_KEY });
      const previous = client.getQueryData<Address[]>(ADDRESSES_KEY);
      const previousAddress = $address.getState();
      if (previous) {
        client.setQueryData<Address[]>(ADDRESSES_KEY, markActive(previous, id));
        const chosen = previous.find((a) => a.id === id);
        if (chosen) addressChanged(toActive(chosen));
      }
      return { previous, previousAddress };
    },
    onError: (error, _id, context) => {
      if (context?.previous) client.setQueryData(ADDRESSES_KEY, context.previous);
      if (context) addressChanged(context.previousAddress);
      toastShown({ kind: 'error', message: errorMessage(error) });
    },
  });
}

/** A readable address for a point: Google Geocoding with a configured key, else the API's geocoder; "not found" on failure. */
export async function reverseGeocode([latitude, longitude]: [number, number]): Promise<string> {
  try {
    const key = getRuntimeConfig().mapsKey;
    if (key) {
      const url = `https://maps.googleapis.com/maps/api/geocode/json?latlng=${latitude},${longitude}&key=${encodeURIComponent(key)}`;
      const res = await fetch(url);
      const body = (await res.json()) as { results?: { formatted_address?: string }[] };
      return body.results?.[0]?.formatted_address || NOT_FOUND;
    }
    const res = await http.get<{ data: GeocodeResult }>('rest/geocode/reverse', { params: { latlng: `${latitude},${longitude}` } });
    return res.data.data?.address || NOT_FOUND;
  } catch {
    return NOT_FOUND;
  }
}
