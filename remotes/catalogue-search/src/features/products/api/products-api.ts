import { useQuery } from '@tanstack/react-query';
import { http } from '@market/http';
import type { Envelope, Product } from '@market/contract';

/** rest/products/{uuid}: the product with its stocks, extras and add-ons. */
export function useProduct(uuid: string | null) {
  return useQuery({
    queryKey: ['catalogue', 'product', uuid],
    enabled: Boolean(uuid),
    queryFn: async () => (await http.get<Envelope<Product>>(`rest/products/${uuid}`)).data.data,
  });
}
