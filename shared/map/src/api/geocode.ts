import { isAxiosError } from 'axios';
import type { GeocodeResult } from '@market/contract';
import { getData, listOf } from '@market/http';
import type { MapPoint } from '../types.ts';

/** The geocoder's address for a point, or null when it knows none there (404); throws when it cannot be reached. */
export async function reverseGeocodePoint({ latitude, longitude }: MapPoint): Promise<string | null> {
  try {
    const place = await getData<GeocodeResult>('rest/geocode/reverse', { latlng: `${latitude},${longitude}` });
    return place?.address?.trim() || null;
  } catch (e) {
    if (isAxiosError(e) && e.response?.status === 404) return null;
    throw e;
  }
}

/** Places matching a typed address, best first. */
export const searchAddressMatches = async (search: string): Promise<GeocodeResult[]> =>
  listOf(await getData<GeocodeResult[]>('rest/geocode/search', { search }));
