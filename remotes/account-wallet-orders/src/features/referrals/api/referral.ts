import { useQuery } from '@tanstack/react-query';
import { getData } from '@market/http';
import type { Referral } from '@market/contract';

/** The referral programme (rest/referral): one offer, or none (some backends answer a list). */
export function useReferral() {
  return useQuery({
    queryKey: ['account', 'referral'],
    queryFn: async () => {
      const d = await getData<Referral | Referral[]>('rest/referral');
      return (Array.isArray(d) ? d[0] : d) ?? null;
    },
  });
}
