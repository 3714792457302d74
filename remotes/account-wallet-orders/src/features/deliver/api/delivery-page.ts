import { useQuery } from '@tanstack/react-query';
import { pageQuery } from '../../common/index.ts';

/** The API's page about delivering for the marketplace (rest/pages/delivery). */
export const useDeliveryPage = () => useQuery(pageQuery('delivery'));
