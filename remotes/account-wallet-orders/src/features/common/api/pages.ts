import { queryOptions } from '@tanstack/react-query';
import { getData } from '@market/http';
import type { Page } from '@market/contract';

/** One of the API's content pages (rest/pages/{type}: help, delivery), with its title, text and picture. */
export const pageQuery = (type: string) => queryOptions({ queryKey: ['account', 'page', type], queryFn: () => getData<Page>(`rest/pages/${type}`) });
